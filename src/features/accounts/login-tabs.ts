export type LoginTab = "login" | "createAccount";
export const LOGIN_TABS: LoginTab[] = ["login", "createAccount"];
