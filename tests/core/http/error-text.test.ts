import { expect } from 'chai';
import { errorText } from '../../../src/core/http/error-text';

describe('the error-to-text helper', () => {
  it('gives the generic text for a 500', () => {
    expect(errorText({ detail: 'boom' }, 500, 'Server Error')).to.equal('Server Error');
  });

  it('takes error, then msg, then detail', () => {
    expect(errorText({ error: 'E', msg: 'M', detail: 'D' })).to.equal('E');
    expect(errorText({ msg: 'M', detail: 'D' })).to.equal('M');
    expect(errorText({ detail: 'D', code: 'x' })).to.equal('D');
  });

  it('joins non_field_errors with spaces', () => {
    expect(errorText({ non_field_errors: ['First.', 'Second.'] })).to.equal('First. Second.');
  });

  it('joins arrays with "; " and returns strings as they are', () => {
    expect(errorText(['one', 'two'])).to.equal('one; two');
    expect(errorText('plain')).to.equal('plain');
    expect(errorText({ name: ['Required.'], port: ['Too big.', 'Not a number.'] })).to.equal('Required.; Too big.; Not a number.');
  });

  it('reads nested and bulk shapes', () => {
    expect(errorText({ protocols: [{ port: ['Invalid port'] }, {}] })).to.equal('Invalid port');
    expect(errorText([{}, { name: ['Duplicate name'] }])).to.equal('Duplicate name');
  });

  it('is empty for nothing', () => {
    expect(errorText(undefined)).to.equal('');
    expect(errorText({})).to.equal('');
  });
});
