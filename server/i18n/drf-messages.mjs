// DRF's own messages (validation errors, the exception handler's details) as its
// zh_Hans and ja catalogues give them, so an error reads as a real JumpServer's
// does in the request's language. A message the ja catalogue lacks stays English
// there, as it does on a real server. `{name}` stands for the value DRF puts in.
const MESSAGES = [
  ['This field is required.', '该字段是必填项。', 'この項目は必須です。'],
  ['This field may not be null.', '该字段不能为 null。', 'この項目はnullにできません。'],
  ['This field may not be blank.', '该字段不能为空。', 'この項目は空にできません。'],
  ['Ensure this field has no more than {max_length} characters.', '请确保这个字段不能超过 {max_length} 个字符。', 'この項目が{max_length}文字より長くならないようにしてください。'],
  ['Ensure this field has at least {min_length} characters.', '请确保这个字段至少包含 {min_length} 个字符。', 'この項目は少なくとも{min_length}文字以上にしてください。'],
  ['Not a valid string.', '不是有效的字符串。', null],
  ['Must be a valid boolean.', '必须是有效的布尔值。', null],
  ['Surrogate characters are not allowed: U+{code_point}.', '不允许使用代理字符: U+{code_point}。', null],
  ['A valid integer is required.', '请填写合法的整数值。', '有効な整数を入力してください。'],
  ['A valid number is required.', '请填写合法的数字。', '有効な数値を入力してください。'],
  ['Ensure this value is less than or equal to {max_value}.', '请确保该值小于或者等于 {max_value}。', 'この値は{max_value}以下にしてください。'],
  ['Ensure this value is greater than or equal to {min_value}.', '请确保该值大于或者等于 {min_value}。', 'この値は{min_value}以上にしてください。'],
  ['Enter a valid email address.', '请输入合法的邮件地址。', '有効なメールアドレスを入力してください。'],
  ['Enter a valid URL.', '请输入合法的URL。', '有効なURLを入力してください。'],
  ['Enter a valid IPv4 or IPv6 address.', '请输入一个有效的IPv4或IPv6地址。', '有効なIPv4またはIPv6アドレスを入力してください。'],
  [
    'Datetime has wrong format. Use one of these formats instead: {format}.',
    '日期时间格式错误。请从这些格式中选择：{format}。',
    '日時の形式が違います。以下のどれかの形式にしてください: {format}。',
  ],
  ['"{input}" is not a valid choice.', '“{input}” 不是合法选项。', '"{input}"は有効な選択肢ではありません。'],
  [
    'Expected a list of items but got type "{input_type}".',
    '期望为一个包含物件的列表，得到的类型是“{input_type}”。',
    '"{input_type}" 型のデータではなく項目のリストを入力してください。',
  ],
  ['This list may not be empty.', '列表不能为空。', 'リストは空ではいけません。'],
  ['Invalid pk "{pk_value}" - object does not exist.', '无效主键 “{pk_value}” － 对象不存在。', '主キー "{pk_value}" は不正です - データが存在しません。'],
  [
    'Incorrect type. Expected pk value, received {data_type}.',
    '类型错误。期望为主键，获得的类型为 {data_type}。',
    '不正な型です。{data_type} 型ではなく主キーの値を入力してください。',
  ],
  ['Value must be valid JSON.', '值必须是有效的 JSON 数据。', '値は有効なJSONでなければなりません。'],
  [
    'Expected a dictionary of items but got type "{input_type}".',
    '期望是包含类目的字典，得到类型为 “{input_type}”。',
    '"{input_type}" 型のデータではなく項目の辞書を入力してください。',
  ],
  ['This field must be unique.', '该字段必须唯一。', 'この項目は一意でなければなりません。'],
  ['Authentication credentials were not provided.', '身份认证信息未提供。', '認証情報が含まれていません。'],
  ['You do not have permission to perform this action.', '您没有执行该操作的权限。', 'このアクションを実行する権限がありません。'],
  ['Not found.', '未找到。', '見つかりませんでした。'],
  ['Method "{method}" not allowed.', '方法 “{method}” 不被允许。', 'メソッド "{method}" は許されていません。'],
  ['Unsupported media type "{media_type}" in request.', '不支持请求中的媒体类型 “{media_type}”。', 'リクエストのメディアタイプ "{media_type}" はサポートされていません。'],
];

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS = MESSAGES.map(([english, zh, ja]) => {
  const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1]);
  const source = english
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 ? '(.*)' : escapeRegExp(part)))
    .join('');
  return { pattern: new RegExp(`^${source}$`, 's'), names, translations: { zh, ja } };
});

/** One DRF message in `lang` (en, zh, ja); any other text as it is. */
export function translateDrfMessage(text, lang) {
  for (const { pattern, names, translations } of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const template = translations[lang];
    if (!template) return text;
    return template.replace(PLACEHOLDER, (_, name) => match[names.indexOf(name) + 1] ?? '');
  }
  return text;
}

/** An error body's messages in `lang`: every string in it but a `code` (or `type`) beside them, and the keys (field names). */
export function translateErrorBody(body, lang) {
  if (lang === 'en') return body;
  const walk = (value, key) => {
    if (typeof value === 'string') return key === 'code' || key === 'type' ? value : translateDrfMessage(value, lang);
    if (Array.isArray(value)) return value.map((item) => walk(item, undefined));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, walk(item, name)]));
    return value;
  };
  return walk(body, undefined);
}
