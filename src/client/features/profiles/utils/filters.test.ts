import { describe, expect, it } from 'vitest';
import {
  countFilters,
  readFilters,
  readMatchProfileId,
  readPage,
  readSort,
  readStatus,
  toApiParams,
  withDefaults,
  withFilter,
  withFilterOff,
  withoutFilters,
  withoutMatchContext,
  withPage,
  withSort,
  withStatus,
} from './filters';

const qs = (s: string) => new URLSearchParams(s);

describe('reading the list query', () => {
  it('keeps the known filter keys with a value, splits the list keys and ignores the rest', () => {
    const filters = readFilters(
      qs('q=%20ali%20&gender=Female&city=Lahore,%20Karachi,&maritalStatus=Single&foo=bar&page=3&maxKids=1'),
    );
    expect(filters).toEqual({
      q: 'ali',
      gender: 'Female',
      city: ['Lahore', 'Karachi'],
      maritalStatus: ['Single'],
      maxKids: '1',
    });
  });

  it('reads Any, or an empty value, as a filter switched off; an empty search is no search', () => {
    expect(readFilters(qs('sect=Any&city=&caste=%20&maritalStatus=,&q=&minHeightFt=Any'))).toEqual({
      sect: 'Any',
      city: 'Any',
      caste: 'Any',
      maritalStatus: 'Any',
      minHeightFt: 'Any',
    });
    // The status is All or one of the three, else the list's default.
    expect(readFilters(qs('status=All'))).toEqual({ status: 'All' });
    expect(readFilters(qs('status=&status=Any'))).toEqual({});
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
    expect(readStatus(qs('status=All'))).toBe('All');
  });

  it('reads the order when it is one the list knows', () => {
    expect(readSort(qs('sort=oldest'))).toBe('oldest');
    expect(readSort(qs('sort=score'))).toBe('score');
    expect(readSort(qs('sort=best'))).toBeNull();
    expect(readSort(qs(''))).toBeNull();
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
    expect(withFilterOff(original, 'gender').toString()).toBe('');
    expect(original.toString()).toBe('gender=Male&page=2');
  });

  it('switches a default off with Any, height as one filter', () => {
    const defaulted = new Set(['gender', 'city', 'locationRadius', 'minHeightFt', 'minHeightIn', 'sect']);
    expect(withFilterOff(qs('matchProfileId=5&page=2'), 'gender', defaulted).toString()).toBe(
      'matchProfileId=5&gender=Any',
    );
    expect(withFilterOff(qs('sect=Shia'), 'sect', defaulted).toString()).toBe('sect=Any');
    expect(withFilterOff(qs('minHeightFt=5&minHeightIn=2'), 'minHeightFt', defaulted).toString()).toBe(
      'minHeightFt=Any',
    );
    expect(withFilterOff(qs('minHeightFt=5&minHeightIn=2'), 'minHeightFt').toString()).toBe('');
    // Not a default: the key just goes.
    expect(withFilterOff(qs('caste=Arain'), 'caste', defaulted).toString()).toBe('');
  });

  it('Clear All keeps the status, the order and the match context, and switches the defaults off', () => {
    const next = withoutFilters(qs('status=Review&q=x&city=Lahore&matchProfileId=5&page=2&sort=oldest'));
    expect(next.toString()).toBe('status=Review&matchProfileId=5&sort=oldest');
    const defaulted = new Set(['gender', 'city', 'locationRadius', 'minHeightFt', 'minHeightIn']);
    // In match mode the gender stays the searcher's default (the opposite), issue 29.
    expect(withoutFilters(qs('matchProfileId=5&caste=Arain&gender=Male'), defaulted).toString()).toBe(
      'matchProfileId=5&city=Any&minHeightFt=Any',
    );
    expect(withoutFilters(qs('caste=Arain&gender=Male'), defaulted).toString()).toBe(
      'gender=Any&city=Any&minHeightFt=Any',
    );
    expect(withDefaults(qs('matchProfileId=5&gender=Any&city=Any&status=All')).toString()).toBe(
      'matchProfileId=5&status=All',
    );
  });

  it('another status or order keeps the search and goes back to page 1', () => {
    expect(withStatus(qs('q=Rubina&page=2'), 'Review').toString()).toBe('q=Rubina&status=Review');
    expect(withStatus(qs('q=Rubina&status=Review'), 'Active').toString()).toBe('q=Rubina');
    // Only an InActive profile has a reason (decision 071): a list of Active or Review drops that filter.
    expect(withStatus(qs('status=InActive&inactiveReason=Other'), 'All').toString()).toBe(
      'status=All&inactiveReason=Other',
    );
    expect(withStatus(qs('status=InActive&inactiveReason=Other&q=x'), 'Active').toString()).toBe('q=x');
    expect(withSort(qs('page=3&status=Review'), 'newest').toString()).toBe('status=Review&sort=newest');
    expect(withSort(qs('sort=newest'), null).toString()).toBe('');
  });

  it('pages: page 1 is the bare address', () => {
    expect(withPage(qs('q=x'), 3).toString()).toBe('q=x&page=3');
    expect(withPage(qs('q=x&page=3'), 1).toString()).toBe('q=x');
  });

  it('leaving the match context drops it and the page', () => {
    expect(withoutMatchContext(qs('matchProfileId=5&page=2&gender=Male')).toString()).toBe('gender=Male');
  });

  it('counts the filters a person set that narrow the list, not the status nor a filter switched off', () => {
    expect(countFilters(readFilters(qs('status=Review&q=a&city=Lahore,Multan&sect=Any')))).toBe(2);
  });
});

describe('the API query', () => {
  it('sends filters, match context and page, lists comma-joined', () => {
    const params = toApiParams(
      qs('status=Review&city=Lahore,Multan&paidFee=5000&matchProfileId=7&page=2&sect=&sort=oldest'),
      { isAdmin: true },
    );
    expect(params).toEqual({
      status: 'Review',
      city: 'Lahore,Multan',
      sect: 'Any',
      paidFee: '5000',
      matchProfileId: 7,
      sort: 'oldest',
      page: 2,
    });
  });

  it('never sends the matchmaker-only keys for a family, nor page 1', () => {
    expect(
      toApiParams(qs('status=Review&paidFee=5000&edited=true&gender=Male&page=1'), { isAdmin: false }),
    ).toEqual({ gender: 'Male' });
    // Possible duplicates are the matchmakers' (decision 038).
    expect(toApiParams(qs('duplicates=true&gender=Male'), { isAdmin: false })).toEqual({ gender: 'Male' });
    expect(toApiParams(qs('duplicates=true'), { isAdmin: true })).toEqual({ duplicates: 'true' });
  });
});
