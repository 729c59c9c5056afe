/** Mount point of the login/signup dialogs and the signed-in header actions on public pages (filled in by the dashboard work). */
export default function AuthRoot() {
  return null;
}
