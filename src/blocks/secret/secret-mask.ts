/** What stands for a secret that is not shown (a password in a list, a key in an import). */
export const SECRET_MASK = '******';
