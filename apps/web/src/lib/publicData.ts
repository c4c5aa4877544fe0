/**
 * Query options of the data the public pages show (the member count, the plans, the track
 * record). The server sends those pages with that data inside, at most a minute old (it renders
 * them at most every 30 s and never sends a render older than twice that), and the app takes a
 * page over from that data: reading it again right then would change nothing on screen and
 * would load the HTTP client for nothing. So the data counts as fresh for five minutes; older
 * data is read again as usual.
 */
export const publicDataQuery = { staleTime: 5 * 60_000 } as const;
