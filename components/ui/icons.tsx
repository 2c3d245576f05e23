import {
  ArrowLeft as arrowLeft,
  ArrowRight as arrowRight,
  ArrowUpRight as arrowUpRight,
  Award as award,
  BookOpen as bookOpen,
  Briefcase as briefcase,
  Calendar as calendar,
  ChartColumn as chartColumn,
  CircleAlert as circleAlert,
  CircleCheck as circleCheck,
  Clock as clock,
  Code as code,
  DollarSign as dollarSign,
  FolderOpen as folderOpen,
  Globe as globe,
  Heart as heart,
  Info as info,
  LayoutTemplate as layoutTemplate,
  Leaf as leaf,
  LifeBuoy as lifeBuoy,
  Lightbulb as lightbulb,
  Lock as lock,
  Mail as mail,
  MapPin as mapPin,
  Menu as menu,
  MessageCircle as messageCircle,
  Phone as phone,
  Plug as plug,
  Quote as quote,
  Repeat as repeat,
  Rocket as rocket,
  Search as search,
  Shield as shield,
  Sparkles as sparkles,
  Star as star,
  Target as target,
  TrendingUp as trendingUp,
  TriangleAlert as triangleAlert,
  UserCheck as userCheck,
  UserRound as userRound,
  Users as users,
  X as x,
  Zap as zap,
} from 'lucide'
import { lucideIcon } from './lucideIcon'

export type { IconComponent } from './lucideIcon'

/** The line icons server components draw, by their Lucide names (client components make their own few). */
export const ArrowLeft = lucideIcon(arrowLeft)
export const ArrowRight = lucideIcon(arrowRight)
export const ArrowUpRight = lucideIcon(arrowUpRight)
export const Award = lucideIcon(award)
export const BarChart3 = lucideIcon(chartColumn)
export const BookOpen = lucideIcon(bookOpen)
export const Briefcase = lucideIcon(briefcase)
export const Calendar = lucideIcon(calendar)
export const CircleAlert = lucideIcon(circleAlert)
export const CircleCheck = lucideIcon(circleCheck)
export const Clock = lucideIcon(clock)
export const Code = lucideIcon(code)
export const DollarSign = lucideIcon(dollarSign)
export const FolderOpen = lucideIcon(folderOpen)
export const Globe = lucideIcon(globe)
export const Heart = lucideIcon(heart)
export const Info = lucideIcon(info)
export const LayoutTemplate = lucideIcon(layoutTemplate)
export const Leaf = lucideIcon(leaf)
export const LifeBuoy = lucideIcon(lifeBuoy)
export const Lightbulb = lucideIcon(lightbulb)
export const Lock = lucideIcon(lock)
export const Mail = lucideIcon(mail)
export const MapPin = lucideIcon(mapPin)
export const Menu = lucideIcon(menu)
export const MessageCircle = lucideIcon(messageCircle)
export const Phone = lucideIcon(phone)
export const Plug = lucideIcon(plug)
export const Quote = lucideIcon(quote)
export const Repeat = lucideIcon(repeat)
export const Rocket = lucideIcon(rocket)
export const Search = lucideIcon(search)
export const Shield = lucideIcon(shield)
export const Sparkles = lucideIcon(sparkles)
export const Star = lucideIcon(star)
export const Target = lucideIcon(target)
export const TrendingUp = lucideIcon(trendingUp)
export const TriangleAlert = lucideIcon(triangleAlert)
export const UserCheck = lucideIcon(userCheck)
export const UserRound = lucideIcon(userRound)
export const Users = lucideIcon(users)
export const X = lucideIcon(x)
export const Zap = lucideIcon(zap)
