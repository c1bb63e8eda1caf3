/** Where the newsletter's public archive lives: its list, each issue's page and its feed. */
export const ARCHIVE_PATH = "/newsletter/archive";
export const ARCHIVE_FEED_PATH = "/newsletter/feed.xml";

export const archiveIssuePath = (id: number) => `${ARCHIVE_PATH}/${id}`;
