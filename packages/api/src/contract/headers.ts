/** Header names every call carries (000 section 8): the client sends them, the server and the fixtures read them. */
export const HeaderNames = {
  UserAgent: 'X-User-Agent',
  Enterprise: 'X-Ent',
  Token: 'X-Access-Token',
  UserId: 'userId',
} as const;
