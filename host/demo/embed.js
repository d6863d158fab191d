// What an embedding page does to use the console's elements: load their modules
// from the JumpServer it names (?server=, this page's own origin by default),
// point the elements at that server, and — from another origin, where the
// JumpServer's session cookie does not reach — sign in through its token API and
// hand the token to the elements as a property (kept in memory only).
const params = new URLSearchParams(location.search);
const server = (params.get('server') || location.origin).replace(/\/$/, '');
const crossOrigin = server !== location.origin;
const elements = [...document.querySelectorAll('[data-jms]')];

if (crossOrigin) for (const element of elements) element.setAttribute('base-url', server);

function load() {
  for (const tag of new Set(elements.map((element) => element.localName))) {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = `${server}/ui/elements/${tag}.js`;
    document.head.append(script);
  }
}

const form = document.querySelector('[data-jms-sign-in]');
if (crossOrigin && form) {
  form.hidden = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const status = form.querySelector('[role=status]');
    status.textContent = 'Signing in…';
    const answer = await fetch(`${server}/api/v1/authentication/auth/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: form.elements.username.value, password: form.elements.password.value }),
    }).then(
      (response) => response.json(),
      () => ({}),
    );
    if (!answer.token) {
      status.textContent = answer.msg || 'Sign-in failed';
      return;
    }
    for (const element of elements) element.token = answer.token;
    form.elements.password.value = '';
    for (const field of form.querySelectorAll('label, button')) field.hidden = true;
    status.textContent = `Signed in to JumpServer as ${answer.user?.username ?? form.elements.username.value}`;
  });
}
load();
