// English, namespace `auth`: the doctor's account screens — log in, log in by
// OTP, forgot password, sign-up — the frame around them, and the reports page.
import { CLIENT_FALLBACKS } from '../../client-fallbacks.ts';
import { REPORTS_PAGE } from '../../messages.ts';

export default {
  frame: {
    forDoctors: 'For doctors and clinics',
    pitch: 'Register for free, get verified and let patients book your clinic online.',
    benefits: {
      verified: 'Every doctor is checked against their registration documents.',
      control: 'Accept, reschedule and track appointments from one calendar.',
      simplicity: 'Set up your clinic in minutes, from any device.',
    },
  },
  login: {
    title: 'Log In',
    description: 'Sign in to your doctor portal with your mobile number and password.',
    newHere: 'New to Digital Clinic?',
    register: 'Register your clinic',
    mobile: 'Mobile number',
    password: 'Password',
    passwordRequired: 'Password is required',
    forgot: 'Forgot password?',
    loggingIn: 'Logging in...',
    logIn: 'Log In',
    or: 'or',
    withOtp: 'Log in with OTP',
  },
  password: {
    show: 'Show {{label}}',
    hide: 'Hide {{label}}',
    requirements: 'Password requirements',
    met: ' (met)',
    notMet: ' (not met)',
  },
  otpLogin: {
    title: 'OTP Verification',
    description: 'Sign in with a one-time code sent to your registered mobile number.',
    withPassword: 'Log in with password instead',
    hint: 'We will send a 6-digit login code to this number.',
  },
  steps: {
    registeredMobile: 'Registered mobile number',
    registeredEmail: 'Registered email',
    emailHint:
      'If an account uses this email, we will send a 6-digit code to its registered mobile number.',
    sendOtp: 'Send OTP',
    codeSentToEmail: 'Enter the 6-digit code sent to the mobile number registered with',
    codeSentTo: 'Enter the 6-digit code sent to',
    changeEmail: 'Change email',
    changeNumber: 'Change number',
    verifyOtp: 'Verify OTP',
  },
  forgot: {
    title: 'Forgot Password',
    description: 'Reset your password with a code sent to your registered mobile number.',
    backToLogin: 'Back to Log In',
    stepOf: 'Step {{step}} of 3',
    account: 'Enter your registered email or mobile number',
    code: 'Enter the code',
    password: 'Choose a new password',
    resetWith: 'Reset with',
    mobile: 'Mobile number',
    email: 'Email',
    mobileHint: 'We will send a 6-digit code to this number if it has an account.',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    saving: 'Saving...',
    reset: 'Reset Password',
    done: 'Your password has been changed. Please log in.',
    /** The reset call's own fallback (the client fallback registry shows it translated). */
    resetFailed: CLIENT_FALLBACKS.resetPassword,
  },
  reports: {
    title: REPORTS_PAGE.title,
    text: REPORTS_PAGE.text,
    goBack: REPORTS_PAGE.goBack,
  },
} as const;
