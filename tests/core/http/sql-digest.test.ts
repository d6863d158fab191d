import { expect } from 'chai';
import { createHttpClient, sqlCountLevel, sqlDigest } from '../../../src/core/http';
import { digestSqlCount } from '../../../src/core/http/sql-digest';

describe('the SQL counter', () => {
  beforeEach(() => sqlDigest.setState({ entries: [] }));

  it('reads the debug header of real answers, less the 2 framework queries', async () => {
    const http = createHttpClient({ onResponse: (response, request) => digestSqlCount(request.url, response.headers) });
    await http.get('/__test/sql/', { params: { count: 14 } });
    expect(sqlDigest.getState().entries).to.deep.equal([{ url: '/__test/sql/', count: 12 }]);
  });

  it('keeps the latest 10 URLs, newest first, one entry per URL', () => {
    for (let index = 0; index < 12; index += 1) digestSqlCount(`/api/v1/r${index}/`, new Headers({ 'X-JMS-SQL-COUNT': String(index + 2) }));
    digestSqlCount('/api/v1/r11/?offset=15', new Headers({ 'X-JMS-SQL-COUNT': '9' }));
    const entries = sqlDigest.getState().entries;
    expect(entries).to.have.length(10);
    expect(entries[0]).to.deep.equal({ url: '/api/v1/r11/', count: 7 });
    expect(entries.map((entry) => entry.url)).not.to.include('/api/v1/r0/');
    expect(entries.map((entry) => entry.url)).not.to.include('/api/v1/r1/');
  });

  it('ignores answers without the header', () => {
    digestSqlCount('/api/v1/x/', new Headers());
    expect(sqlDigest.getState().entries).to.deep.equal([]);
  });

  it('is red above 10, yellow above 5, green otherwise', () => {
    expect([0, 5, 6, 10, 11].map(sqlCountLevel)).to.deep.equal(['green', 'green', 'yellow', 'yellow', 'red']);
  });
});
