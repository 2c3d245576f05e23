import { freeTrial } from './freeTrial'
import { pricingPage } from './pricingPage'
import { pricingPlan } from './pricingPlan'

export const pricingTypes = [pricingPage, pricingPlan, freeTrial]
