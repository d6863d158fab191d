// The server-rendered login form. Plain HTML: the console only needs the
// cookies it leaves and the redirect to `next`.
export const escape = (text) => String(text).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);

const TEXT = {
  en: { title: 'Sign in', username: 'Username', password: 'Password', remember: 'Keep me signed in', submit: 'Sign in', demo: 'Demo accounts' },
  zh: { title: '登录', username: '用户名', password: '密码', remember: '保持登录', submit: '登录', demo: '演示账号' },
  ja: { title: 'ログイン', username: 'ユーザー名', password: 'パスワード', remember: 'ログイン状態を保持', submit: 'ログイン', demo: 'デモアカウント' },
};

const MFA_TEXT = {
  en: { title: 'Multi-factor authentication', code: 'MFA code', submit: 'Verify', invalid: 'MFA code invalid, or ntp sync server time' },
  zh: { title: '多因子认证', code: 'MFA 验证码', submit: '验证', invalid: 'MFA 验证码不正确，或者服务器端时间不对' },
  ja: { title: '多要素認証', code: 'MFA コード', submit: '確認', invalid: 'MFA コードが正しくないか、サーバーの時刻が合っていません' },
};

/** The login's MFA step, in the page's language. */
export const mfaText = (lang) => MFA_TEXT[lang] ?? MFA_TEXT.en;

/**
 * @param {{action: string, csrfToken: string, error?: string, username?: string, lang: string, loginTitle: string, demoUsers: string[]}} page
 */
export function renderLoginPage({ action, csrfToken, error = '', username = '', lang, loginTitle, demoUsers }) {
  const text = TEXT[lang] ?? TEXT.en;
  return renderServerPage({
    lang,
    title: `${text.title} - ${loginTitle}`,
    heading: loginTitle,
    subtitle: text.title,
    error,
    content: `<form method="post" action="${escape(action)}" autocomplete="off" data-encrypt-password>
    <input type="hidden" name="csrfmiddlewaretoken" value="${escape(csrfToken)}">
    <label for="username">${escape(text.username)}</label>
    <input type="text" id="username" name="username" value="${escape(username)}" required autofocus>
    <label for="password">${escape(text.password)}</label>
    <input type="password" id="password" name="password" required>
    <div class="remember"><input type="checkbox" id="auto_login" name="auto_login" value="on"><label for="auto_login">${escape(text.remember)}</label></div>
    <button type="submit">${escape(text.submit)}</button>
  </form>
  <p class="demo">${escape(text.demo)}: ${demoUsers.map(escape).join(', ')}</p>
  <script src="/static/js/session-encrypt.js" defer></script>`,
  });
}

/**
 * A server page in the login page's frame: a card with a heading, an optional
 * error, and content given as HTML the caller escaped.
 * @param {{lang: string, title: string, heading: string, subtitle?: string, error?: string, content: string}} page
 */
export function renderServerPage({ lang, title, heading, subtitle = '', error = '', content }) {
  return `<!doctype html>
<html lang="${escape(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<link rel="icon" href="/static/img/facio.svg">
<style>
  body { margin: 0; font: 14px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; background: #f3f3f4; color: #333; }
  main { max-width: 360px; margin: 12vh auto; background: #fff; padding: 32px; border-radius: 6px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  h1 { font-size: 20px; margin: 0 0 4px; color: #1ab394; }
  p.sub { margin: 0 0 24px; color: #777; }
  label { display: block; margin: 12px 0 4px; }
  input[type=text], input[type=password] { box-sizing: border-box; width: 100%; padding: 8px 10px; border: 1px solid #ccc; border-radius: 4px; font: inherit; }
  input:focus, a:focus { outline: 2px solid #1ab394; outline-offset: 1px; }
  .remember { display: flex; gap: 8px; align-items: center; margin: 16px 0; }
  .remember label { margin: 0; }
  button, a.button { display: block; box-sizing: border-box; width: 100%; padding: 10px; border: 0; border-radius: 4px; background: #1ab394; color: #fff; font: inherit; text-align: center; text-decoration: none; cursor: pointer; }
  a.button, .otp button { margin-top: 16px; }
  .error { background: #fdecea; color: #b3261e; border-radius: 4px; padding: 8px 10px; margin-bottom: 12px; }
  .demo { margin-top: 20px; color: #777; font-size: 12px; }
  code { display: block; word-break: break-all; background: #f6f6f6; padding: 6px 8px; border-radius: 4px; font-size: 13px; }
  ol { padding-left: 20px; }
  .qr { width: 180px; margin: 8px auto; }
  .qr svg { display: block; width: 100%; height: auto; }
</style>
</head>
<body>
<main>
  <h1>${escape(heading)}</h1>
  ${subtitle ? `<p class="sub">${escape(subtitle)}</p>` : ''}
  ${error ? `<div class="error" role="alert">${escape(error)}</div>` : ''}
  ${content}
</main>
</body>
</html>`;
}

export function renderMessagePage(title, message, status = 200) {
  return {
    status,
    text: `<!doctype html><html><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><h1>${escape(title)}</h1><p>${escape(message)}</p></body></html>`,
  };
}
