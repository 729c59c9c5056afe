// GET api/v1/general/search: companies the searching user belongs to, each with the matching colleagues.

export type SearchColleague = {
  /** The colleague's active profile. */
  shortId: string;
  fullName: string;
  /** Cut at 100 characters. */
  description: string;
  avatar: boolean;
  avatarPath: string | null;
};

export type SearchCompany = {
  name: string;
  shortId: string;
  logo: boolean;
  logoPath: string;
  colleagues: SearchColleague[];
};
