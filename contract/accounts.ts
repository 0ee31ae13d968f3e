import { Type, type Static, type TSchema } from "typebox";
import { Envelope } from "./envelope.ts";

/**
 * Accounts and sessions (issue 4): registration, sign-in, captcha, password reset, third-party
 * sign-in. The account centre, profile and permissions are in `account-center.ts`.
 *
 * Text fields are optional and loosely bounded here: the spec's client drops empty strings, and
 * the section-5 rules (with their exact messages, code -1) are checked by the server itself.
 */
export const Text = (maxLength: number, description?: string) =>
  Type.Optional(Type.String({ maxLength, ...(description ? { description } : {}) }));

/** Envelope codes of this feature, beside those of `ResultCode`. */
export const AccountResultCode = {
  /** Sign-in needs a captcha pass (after 3 failed logins within 15 min): HTTP 428. */
  captchaRequired: 428,
  /**
   * Sign-in needs, besides the password, the code just mailed to the account (HTTP 428): the account's
   * failed sign-ins from all addresses reached their ceiling (step-up instead of a lock-out).
   */
  loginCodeRequired: 4281,
  /** The subscription does not include the feature: HTTP 402, 'No permission, please purchase'. */
  noPermission: 402,
} as const;

/** Spec: '1' register, '3' reset. '2' (unused by the spec) is the change of the account e-mail. */
export const EmailSource = Type.Union([Type.Literal("1"), Type.Literal("2"), Type.Literal("3")], {
  description: "'1' register, '2' change account e-mail (signed in), '3' reset password",
});
export type EmailSource = Static<typeof EmailSource>;

export const SendEmailVerificationBody = Type.Object({ email: Text(200), source: EmailSource });
export type SendEmailVerificationBody = Static<typeof SendEmailVerificationBody>;
export const SendEmailVerificationResult = Type.Object({
  countdown: Type.Integer({ description: "seconds before another code may be requested" }),
});
export type SendEmailVerificationResult = Static<typeof SendEmailVerificationResult>;

export const RegisterBody = Type.Object({
  email: Text(200),
  code: Text(50),
  firstName: Text(200),
  lastName: Text(200),
  passwordOne: Text(200),
  passwordTwo: Text(200),
  checked: Type.Optional(Type.Boolean({ description: "the terms checkbox, when sent" })),
});
export type RegisterBody = Static<typeof RegisterBody>;
export const RegisterResult = Type.Object({ email: Type.String() });

/** userType: 1 individual, 2 group member, 3 group administrator. */
export const UserType = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);
export type UserType = Static<typeof UserType>;

export const UserInfo = Type.Object({
  id: Type.String(),
  userCode: Type.String(),
  /** Same as userType; the spec's login response carries it as `type` (3 = organisation administrator). */
  type: UserType,
  certification: Type.Integer({ description: "1 once the profile is complete" }),
  firstName: Type.String(),
  lastName: Type.String(),
  userType: UserType,
  userImg: Type.Union([Type.String(), Type.Null()], {
    description: "avatar resource; GET /csi/usercenter/download?resource=<userImg>",
  }),
  email: Type.String(),
});
export type UserInfo = Static<typeof UserInfo>;

export const LoginBody = Type.Object({
  email: Text(200),
  password: Text(200),
  captchaPass: Text(200, "from POST /csi/security/recaptcha/verify, required after 3 failed logins"),
  emailCode: Text(50, "the code mailed to the account, when the login answered code 4281"),
});
export type LoginBody = Static<typeof LoginBody>;
export const LoginResult = Type.Object({ token: Type.String(), userInfo: UserInfo });
export type LoginResult = Static<typeof LoginResult>;

/** An ALTCHA v2 challenge, passed as is to the widget (`challenge` attribute or `challengeurl` adapter). */
export const CaptchaChallenge = Type.Object({
  parameters: Type.Object(
    {
      algorithm: Type.String(),
      nonce: Type.String(),
      salt: Type.String(),
      cost: Type.Integer(),
      keyLength: Type.Integer(),
      keyPrefix: Type.String(),
      keySignature: Type.Optional(Type.String()),
      memoryCost: Type.Optional(Type.Integer()),
      parallelism: Type.Optional(Type.Integer()),
      expiresAt: Type.Optional(Type.Integer()),
    },
    { additionalProperties: true },
  ),
  signature: Type.Optional(Type.String()),
});
export type CaptchaChallenge = Static<typeof CaptchaChallenge>;

export const CaptchaVerifyBody = Type.Object({
  token: Type.String({ maxLength: 8192, description: "the widget's base64 payload" }),
});
export const CaptchaPass = Type.Object({
  captchaPass: Type.String({ description: "single use, for the next POST /csi/user/login" }),
  expiresIn: Type.Integer({ description: "seconds" }),
});
export type CaptchaPass = Static<typeof CaptchaPass>;

/** The `nonce` sent to the provider; when given, the token's `nonce` claim must equal it. */
const Nonce = Text(200, "the nonce of the authorization request");
export const ThirdLoginGlBody = Type.Object({
  clientId: Text(500),
  idToken: Type.String({ maxLength: 8192 }),
  email: Text(200),
  nonce: Nonce,
});
export const ThirdLoginApBody = Type.Object({
  clientId: Text(500),
  idToken: Type.String({ maxLength: 8192 }),
  nonce: Nonce,
});
const ThirdLoginProvider = Type.Union([
  Type.Object({
    clientId: Type.String(),
    authorizationEndpoint: Type.String({ description: "the provider's OpenID Connect authorization endpoint" }),
  }),
  Type.Null(),
]);
export const ThirdLoginConfig = Type.Object({ google: ThirdLoginProvider, apple: ThirdLoginProvider });
/** What Apple posts to the redirect URI (response_mode=form_post); `user` only at the first sign-in. */
export const AppleCallbackBody = Type.Object({
  id_token: Type.Optional(Type.String({ maxLength: 8192 })),
  state: Text(200),
  code: Text(1000),
  user: Text(2000),
  error: Text(200),
});
export type ThirdLoginConfig = Static<typeof ThirdLoginConfig>;

export const TickNextStepBody = Type.Object({ verificationCode: Text(50), account: Text(200) });
export const RetrievePasswordBody = Type.Object({
  account: Text(200),
  newPasswordOne: Text(200),
  /** Spelled as in the spec. */
  newPasswordTow: Text(200),
  verificationToken: Text(200),
});
export type RetrievePasswordBody = Static<typeof RetrievePasswordBody>;

export const ChangePasswordBody = Type.Object({
  oldPassword: Text(200, "required when the account has a password"),
  newPasswordOne: Text(200),
  newPasswordTwo: Text(200),
});
export const ChangeUserAccountBody = Type.Object({
  email: Text(200, "the new account e-mail"),
  code: Text(50, "sent to the new e-mail with source '2'"),
});

/** `{code, msg, data}` around each result. */
export const Ok = <T extends TSchema>(data: T) => Envelope(data);
export const OkNull = Envelope(Type.Null());
