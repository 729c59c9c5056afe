// The request shapes live in shared/schemas (DESIGN §8); re-exported for the modules that take them from here.
export {
  CurrentPassword,
  Description,
  Email,
  FullName,
  OtpCode,
  Password,
  Token,
  Username,
} from '@shared/schemas/fields';
export {
  AccountBody,
  ActivationBody,
  ApiKeyBody,
  EmailChangeBody,
  OtpBody,
  PasswordBody,
  ProfileBody,
  SignupBody,
  VerificationBody,
} from '@shared/schemas/users';
