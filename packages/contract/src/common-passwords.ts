/**
 * Very common passwords that still satisfy the shape rules, so the browser can refuse them before a
 * round trip. Stored lower-case and compared case-insensitively ('PASSWORD123' is as weak as
 * 'Password123'). The server additionally scores every new password with zxcvbn, which knows far
 * more; this list only has to catch the obvious ones in the form.
 */
// prettier-ignore
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password1', 'password12', 'password123', 'password1234', 'password12345',
  'password1!', 'password!', 'password@1', 'password#1', 'password@123',
  'passw0rd1', 'passw0rd!', 'p@ssword1', 'p@ssw0rd1', 'p@ssword123', 'p@ssw0rd!',
  'passwort1', 'passwort123', 'passwort!', 'hallo1234', 'hallo123!',
  'welcome1!', 'welcome12', 'welcome123', 'welcome1234', 'welcome@1', 'welcome@123',
  'welcome2022', 'welcome2023', 'welcome2024', 'welcome2025', 'welcome2026',
  'qwerty123', 'qwerty123!', 'qwerty1234', 'qwerty@123', 'qwertyuiop1',
  'qwertz123', 'qwertz1234', 'qazwsx123', 'zaq12wsx!', '1qaz2wsx3edc', '1q2w3e4r5t',
  'asdfghjkl1', 'zxcvbnm123', 'abcdefg123', 'abcd12345', 'abcd1234!', 'abc123456',
  'asdf12345', 'abcabc123', 'aa123456789', 'letmein123', 'letmein1!',
  'iloveyou1', 'iloveyou123', 'sunshine1', 'sunshine123', 'princess1', 'princess123',
  'football1', 'football123', 'football!', 'baseball1', 'superman1', 'superman123',
  'starwars1', 'trustno1!', 'monkey1234', 'dragon123', 'shadow123', 'master123',
  'master1234', 'freedom123', 'whatever1', 'computer1', 'computer123', 'internet1',
  'admin1234', 'admin123!', 'administrator1', 'changeme1', 'changeme123', 'secret123',
  'summer2023', 'summer2024', 'summer2025', 'winter2024', 'winter2025', 'spring2025',
  'autumn2025', 'january2025', 'doctor123', 'doctor1234', 'hospital1', 'hospital123',
  'medicine1', 'nurse1234', 'health123', 'patient123', 'alpha1234', 'community1',
]);

export const isCommonPassword = (value: string) => COMMON_PASSWORDS.has(value.toLowerCase());
