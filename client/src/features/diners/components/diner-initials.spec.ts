import { dinerInitials } from './diner-initials';

describe('a diner’s initials', () => {
  it('takes the first letter of each name, capitalised, and copes with a missing first name and other scripts', () => {
    expect(dinerInitials({ first_name: 'mei ling', last_name: 'tan' })).toBe('MT');
    expect(dinerInitials({ first_name: null, last_name: 'Lim' })).toBe('L');
    expect(dinerInitials({ first_name: ' 小明', last_name: '王' })).toBe('小王');
    expect(dinerInitials({ first_name: '😀 Joy', last_name: 'Ng' })).toBe('😀N');
  });
});
