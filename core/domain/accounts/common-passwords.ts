/**
 * The most common leaked passwords that are 8 characters or longer (shorter ones already fail
 * the length rule). Compared in lower case. Drawn from public top-password lists; a password on
 * this list is guessed in the first seconds of any attack, whatever its length.
 */
export const commonPasswords: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '123123123', '11111111', '111111111',
  '00000000', '000000000', '88888888', '87654321', '987654321', '0987654321', '11223344',
  '12341234', '123321123', '12344321', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', '1qazxsw2',
  'zaq12wsx', 'qwertyui', 'qwertyuiop', 'qwerty123', 'qwerty12', 'qwerty1234', 'q1w2e3r4',
  'q1w2e3r4t5', 'asdfghjk', 'asdfghjkl', 'asdf1234', 'zxcvbnm1', 'zxcvbnm123', 'password',
  'password1', 'password12', 'password123', 'password1234', 'password!', 'passw0rd',
  'p@ssword', 'p@ssw0rd', 'pa$$word', 'letmein1', 'letmein123', 'welcome1', 'welcome123',
  'welcome2024', 'welcome2025', 'welcome2026', 'iloveyou', 'iloveyou1', 'iloveyou2',
  'sunshine', 'sunshine1', 'princess', 'princess1', 'football', 'football1', 'baseball',
  'basketball', 'superman', 'batman123', 'starwars', 'trustno1', 'whatever', 'computer',
  'internet', 'michelle', 'jennifer', 'jordan23', 'charlie1', 'master123', 'mustang1',
  'shadow12', 'monkey123', 'dragon123', 'abc12345', 'abcd1234', 'abcdefgh', 'abcdefg1',
  'a1b2c3d4', 'aa123456', 'aaaaaaaa', 'admin123', 'administrator', 'changeme', 'changeme1',
  'default1', 'secret123', 'test1234', 'testing123', 'qazwsxedc', 'qweasdzxc', 'passport',
  'football123', 'birthday', 'birthday1', 'birthday123', 'happybirthday', 'cakeday1',
  'cakeday123', 'partytime', 'letmein!', 'loveyou1', 'lovely123', 'fuckyou1', 'liverpool',
  'chelsea1', 'arsenal1', 'manchester', 'pokemon1', 'minecraft', 'fortnite', 'samsung1',
  'google123', 'facebook', 'linkedin', 'michael1', 'jessica1', 'ashley123', 'daniel123',
  'summer2024', 'summer2025', 'summer2026', 'winter2024', 'winter2025', 'winter2026',
  'spring2025', 'spring2026', 'autumn2025', 'autumn2026', 'january1', 'december',
  'september', 'november', 'hello123', 'hello1234', 'helloworld', 'freedom1', 'whatever1',
  'qwer1234', '1234qwer', 'pass1234', 'azerty123', 'azertyuiop', 'soccer12', 'hockey12',
  'mypassword', 'newpassword', 'yourpassword', 'iloveu123', 'killer123', 'access14',
  'jesus123', 'blessed1', 'family123', 'mother123', 'senha123', 'contraseña', 'passwort',
]);
