/** What other features may use of access; everything else in the folder is its own. */
export {
  composeNotice,
  sendActivationCode,
  senderName,
  sendNotice,
  sendPasswordReset,
  sendSecretNotice,
} from './notices';
