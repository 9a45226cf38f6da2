/** Where the medal screens live (SPEC §2). */
export const MEDAL_PAGE_PATH = '/app/new-version/user-center/medal';
export const MEDAL_HALL_PATH = '/app/new-version/aboutUs/medalHall';
