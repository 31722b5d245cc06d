// Static form defaults of the sample settings screen; not saved anywhere.
export const SETTINGS_DEFAULTS = {
  sessionTimeoutMinutes: 30,
  dataRetentionDays: 2555,
  twoFactorAuth: false,
  ipRestriction: false,
  emailNotifications: true,
  auditLogging: true,
  automaticBackups: true,
  dataEncryption: true,
} as const;

export type SettingsValues = {
  -readonly [Key in keyof typeof SETTINGS_DEFAULTS]: (typeof SETTINGS_DEFAULTS)[Key] extends boolean
    ? boolean
    : number;
};

export type ToggleKey = {
  [Key in keyof SettingsValues]: SettingsValues[Key] extends boolean ? Key : never;
}[keyof SettingsValues];

/** 2555 -> '7 years'; anything that is not whole years stays in days. */
export const describeRetention = (days: number): string => {
  const years = days / 365;
  return Number.isInteger(years) && years > 0
    ? `${years} ${years === 1 ? 'year' : 'years'}`
    : `${days} days`;
};
