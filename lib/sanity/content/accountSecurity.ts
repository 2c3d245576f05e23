import { defineQuery } from 'next-sanity'
import { contentReader } from './read'

/** /account's security and privacy sections: two-step verification and the re-verification before a sensitive change. */
export const accountSecurityQuery = defineQuery(`*[_type == "accountSecurity" && _id == "accountSecurity"][0]{
  twoStep{
    heading, offText, onText, turnOnLabel, scanText, qrLabel, secretLabel, codeLabel, confirmLabel, cancelLabel,
    backupHeading, backupText, copyLabel, copiedLabel, downloadLabel, downloadFileName, doneLabel, newCodesLabel,
    turnOffLabel, turnedOnMessage, turnedOffMessage
  },
  password{
    heading, currentLabel, newLabel, signOutOthersLabel, submitLabel, changedMessage, signOutFailedText, tooManyAttempts
  },
  sessions{ heading, text, thisDeviceLabel, unknownBrowser, lastActiveText, signOutLabel, signOutOthersLabel },
  privacy{ heading, exportText, exportLabel, exportTooMany, exportFailed },
  deletion{
    heading, text, passwordLabel, confirmWord, confirmLabel, submitLabel, failedText, tooManyAttempts, farewellPath
  },
  reverify{ heading, passwordText, passwordLabel, codeText, codeLabel, submitLabel, cancelLabel },
  loadingLabel,
  genericError,
  unavailableText
}`)

export const getAccountSecurity = contentReader(accountSecurityQuery, ['accountSecurity'], 'Account security & privacy')
