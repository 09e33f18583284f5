import { describe, expect, it } from 'vitest';
import {
  countFilters,
  readFilters,
  readMatchProfileId,
  readPage,
  readStatus,
  toApiParams,
  withFilter,
  withoutFilter,
  withoutFilters,
  withoutMatchContext,
  withPage,
} from './filters';

const qs = (s: string) => new URLSearchParams(s);

describe('reading the list query', () => {
  it('keeps the known filter keys with a value, splits the list keys and ignores the rest', () => {
    const filters = readFilters(
      qs('q=%20ali%20&gender=Female&city=Lahore,%20Karachi,&maritalStatus=Single&caste=&foo=bar&page=3'),
    );
    expect(filters).toEqual({
      q: 'ali',
      gender: 'Female',
      city: ['Lahore', 'Karachi'],
      maritalStatus: ['Single'],
    });
  });

  it('reads page and match context as positive whole numbers, else their defaults', () => {
    expect(readPage(qs('page=4'))).toBe(4);
    for (const bad of ['page=0', 'page=-2', 'page=abc', 'page=1.5', '']) expect(readPage(qs(bad))).toBe(1);
    expect(readMatchProfileId(qs('matchProfileId=12'))).toBe(12);
    expect(readMatchProfileId(qs('matchProfileId=x'))).toBeNull();
  });

  it('lists Active profiles unless the query names another known status', () => {
    expect(readStatus(qs(''))).toBe('Active');
    expect(readStatus(qs('status=Review'))).toBe('Review');
    expect(readStatus(qs('status=InActive'))).toBe('InActive');
    expect(readStatus(qs('status=Deleted'))).toBe('Active');
  });
});

describe('changing the list query', () => {
  it('sets a filter, joins lists with commas and goes back to page 1', () => {
    const next = withFilter(qs('page=3&q=ali'), 'city', ['Lahore', 'Multan']);
    expect(next.get('city')).toBe('Lahore,Multan');
    expect(next.get('q')).toBe('ali');
    expect(next.has('page')).toBe(false);
    expect(withFilter(qs(''), 'locationRadius', 0).get('locationRadius')).toBe('0');
    expect(withFilter(qs(''), 'aiFilters', true).get('aiFilters')).toBe('true');
  });

  it('removes a filter when set to nothing, and does not touch the original', () => {
    const original = qs('gender=Male&page=2');
    for (const empty of [null, undefined, '', '  ', []]) {
      expect(withFilter(original, 'gender', empty).has('gender')).toBe(false);
    }
    expect(withoutFilter(original, 'gender').toString()).toBe('');
    expect(original.toString()).toBe('gender=Male&page=2');
  });

  it('Clear All keeps the status and the match context', () => {
    const next = withoutFilters(qs('status=Review&q=x&city=Lahore&matchProfileId=5&page=2'));
    expect(next.toString()).toBe('status=Review&matchProfileId=5');
  });

  it('pages: page 1 is the bare address', () => {
    expect(withPage(qs('q=x'), 3).toString()).toBe('q=x&page=3');
    expect(withPage(qs('q=x&page=3'), 1).toString()).toBe('q=x');
  });

  it('leaving the match context drops it and the page', () => {
    expect(withoutMatchContext(qs('matchProfileId=5&page=2&gender=Male')).toString()).toBe('gender=Male');
  });

  it('counts the filters a person set, not the status', () => {
    expect(countFilters(readFilters(qs('status=Review&q=a&city=Lahore,Multan')))).toBe(2);
  });
});

describe('the API query', () => {
  it('sends filters, match context and page, lists comma-joined', () => {
    const params = toApiParams(qs('status=Review&city=Lahore,Multan&paidFee=5000&matchProfileId=7&page=2'), {
      isAdmin: true,
    });
    expect(params).toEqual({
      status: 'Review',
      city: 'Lahore,Multan',
      paidFee: '5000',
      matchProfileId: 7,
      page: 2,
    });
  });

  it('never sends the matchmaker-only keys for a family, nor page 1', () => {
    expect(toApiParams(qs('status=Review&paidFee=5000&gender=Male&page=1'), { isAdmin: false })).toEqual({
      gender: 'Male',
    });
  });
});
