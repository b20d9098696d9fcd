// The HTTP status codes Kiln knows by name: every code in the IANA HTTP Status Code Registry
// (RFC 9110 and its companions) and the well-known unofficial ones servers, proxies and CDNs
// send. Each has its reason phrase and a one-line description written for this project.

export interface KnownStatus {
  readonly code: number;
  readonly name: string;
  readonly description: string;
  /** True for IANA-registered codes; false for unofficial ones in common use. */
  readonly registered: boolean;
}

type Row = readonly [code: number, name: string, description: string];

/** IANA HTTP Status Code Registry (registered, including temporary registrations). */
const REGISTERED: readonly Row[] = [
  [100, 'Continue', 'Headers received; go ahead and send the body.'],
  [101, 'Switching Protocols', 'The server is switching to the protocol you asked for.'],
  [102, 'Processing', 'Still working on it; no response yet, but the request is alive.'],
  [103, 'Early Hints', 'Start preloading these resources while the answer is prepared.'],
  [104, 'Upload Resumption Supported', 'This upload can be resumed if the connection drops.'],
  [200, 'OK', 'Everything worked and here is what you asked for.'],
  [201, 'Created', 'The request worked and a new resource now exists.'],
  [202, 'Accepted', 'Request taken on board; it will be processed later.'],
  [203, 'Non-Authoritative Information', 'Fine, but a proxy changed the answer on the way.'],
  [204, 'No Content', 'Done, and there is nothing to send back.'],
  [205, 'Reset Content', 'Done; please clear the form or view that sent this.'],
  [206, 'Partial Content', 'Here is the part of the file you asked for.'],
  [207, 'Multi-Status', 'Several operations, several results: see the body for each.'],
  [208, 'Already Reported', 'These members were listed earlier in this response.'],
  [226, 'IM Used', 'Here is the resource with the changes you asked for applied.'],
  [300, 'Multiple Choices', 'There are several versions of this; pick one.'],
  [301, 'Moved Permanently', 'This has a new home for good; update your links.'],
  [302, 'Found', 'It is somewhere else for now; follow the Location header.'],
  [303, 'See Other', 'The answer is at another address; fetch it with GET.'],
  [304, 'Not Modified', 'Nothing changed since your copy; keep using the cache.'],
  [305, 'Use Proxy', 'Deprecated: the resource had to be fetched through a proxy.'],
  [306, 'Switch Proxy', 'Reserved and no longer used: once said to switch proxies.'],
  [307, 'Temporary Redirect', 'Try the other address for now, with the same method.'],
  [308, 'Permanent Redirect', 'Moved for good; repeat the same request at the new address.'],
  [400, 'Bad Request', 'The server could not understand what was sent.'],
  [401, 'Unauthorized', 'Who are you? Credentials are missing or wrong.'],
  [402, 'Payment Required', 'Reserved for paying; some services use it for billing limits.'],
  [403, 'Forbidden', 'We know who you are, and the answer is still no.'],
  [404, 'Not Found', 'Nothing lives at this address. It may never have existed.'],
  [405, 'Method Not Allowed', 'This address exists, but not for that HTTP method.'],
  [406, 'Not Acceptable', 'No version of this matches the formats you accept.'],
  [407, 'Proxy Authentication Required', 'Log in to the proxy before going any further.'],
  [408, 'Request Timeout', 'The server got tired of waiting for the request.'],
  [409, 'Conflict', 'The request clashes with the current state of things.'],
  [410, 'Gone', 'It used to be here and it is never coming back.'],
  [411, 'Length Required', 'Say how long the body is: a Content-Length is needed.'],
  [412, 'Precondition Failed', 'One of the conditions in your headers was not met.'],
  [413, 'Content Too Large', 'The request body is bigger than the server will take.'],
  [414, 'URI Too Long', 'That address is too long for the server to handle.'],
  [415, 'Unsupported Media Type', 'The server does not accept the format of this body.'],
  [416, 'Range Not Satisfiable', 'The part of the file you asked for does not exist.'],
  [417, 'Expectation Failed', 'The Expect header asked for something the server cannot do.'],
  [421, 'Misdirected Request', 'This server cannot answer for that host name.'],
  [422, 'Unprocessable Content', 'Well-formed, but the contents do not make sense.'],
  [423, 'Locked', 'The resource is locked; someone else is using it.'],
  [424, 'Failed Dependency', 'This failed because an earlier request it relied on failed.'],
  [425, 'Too Early', 'Not risking a replay: send it again once the handshake is done.'],
  [426, 'Upgrade Required', 'Switch to a newer protocol and try again.'],
  [428, 'Precondition Required', 'Make the request conditional so no update gets lost.'],
  [429, 'Too Many Requests', 'Slow down: you have sent too many requests.'],
  [431, 'Request Header Fields Too Large', 'The headers are too big; trim them and retry.'],
  [451, 'Unavailable For Legal Reasons', 'Blocked because of a legal demand.'],
  [500, 'Internal Server Error', 'Something broke inside the server. Not your fault.'],
  [501, 'Not Implemented', 'The server does not know how to do that (yet).'],
  [502, 'Bad Gateway', 'The server upstream sent back an answer that made no sense.'],
  [503, 'Service Unavailable', 'Overloaded or down for maintenance; try again later.'],
  [504, 'Gateway Timeout', 'The server upstream took too long to answer.'],
  [505, 'HTTP Version Not Supported', 'The server does not speak that version of HTTP.'],
  [506, 'Variant Also Negotiates', 'Content negotiation went in circles on the server.'],
  [507, 'Insufficient Storage', 'The server ran out of room to finish this.'],
  [508, 'Loop Detected', 'The server found an infinite loop and stopped.'],
  [510, 'Not Extended', 'Obsolete: the request needed an HTTP extension it lacked.'],
  [
    511,
    'Network Authentication Required',
    "Sign in on the network's login page before going online.",
  ],
];

/** Unofficial codes in wide use by particular servers, proxies, CDNs and frameworks. */
const UNOFFICIAL: readonly Row[] = [
  [218, 'This Is Fine', 'An error was passed through on purpose. Everything is fine.'],
  [418, "I'm a teapot", 'Refusing to brew coffee, because this server is a teapot.'],
  [419, 'Page Expired', 'The form sat too long and its security token expired.'],
  [420, 'Enhance Your Calm', 'Too many requests; take a breath before the next one.'],
  [440, 'Login Time-out', 'Your session expired; please log in again.'],
  [444, 'No Response', 'The server closed the connection without a word.'],
  [449, 'Retry With', 'Retry after supplying the missing information.'],
  [450, 'Blocked by Parental Controls', 'Parental controls blocked this page.'],
  [460, 'Client Closed Connection', 'The client left before the load balancer timed out.'],
  [463, 'Too Many Forwarded Addresses', 'The X-Forwarded-For header lists too many hops.'],
  [494, 'Request Header Too Large', 'A request header is longer than the server allows.'],
  [495, 'SSL Certificate Error', 'The client certificate could not be verified.'],
  [496, 'SSL Certificate Required', 'A client certificate was required but not sent.'],
  [497, 'HTTP Request Sent to HTTPS Port', 'Plain HTTP arrived at a port that wants HTTPS.'],
  [498, 'Invalid Token', 'The access token has expired or is not valid.'],
  [499, 'Client Closed Request', 'The client hung up before the server could answer.'],
  [509, 'Bandwidth Limit Exceeded', 'This site used up its bandwidth allowance.'],
  [520, 'Web Server Returned an Unknown Error', 'The origin answered with something unexpected.'],
  [521, 'Web Server Is Down', 'The origin server refused the connection.'],
  [522, 'Connection Timed Out', 'The origin server did not accept the connection in time.'],
  [523, 'Origin Is Unreachable', 'No route to the origin server could be found.'],
  [524, 'A Timeout Occurred', 'Connected to the origin, but it never finished answering.'],
  [525, 'SSL Handshake Failed', 'The TLS handshake with the origin server failed.'],
  [526, 'Invalid SSL Certificate', 'The origin server presented a certificate that is not valid.'],
  [527, 'Railgun Error', 'The link between the edge and the origin broke.'],
  [529, 'Site Is Overloaded', 'The site has more requests than it can handle right now.'],
  [530, 'Site Frozen', 'The site is frozen, or its origin name does not resolve.'],
  [561, 'Unauthorized', 'The identity provider behind the load balancer said no.'],
  [598, 'Network Read Timeout Error', 'A proxy timed out reading from the server behind it.'],
  [599, 'Network Connect Timeout Error', 'A proxy timed out connecting to the server behind it.'],
];

const toStatus =
  (registered: boolean) =>
  ([code, name, description]: Row): KnownStatus => ({ code, name, description, registered });

/** Every named code, ascending. */
export const KNOWN_STATUSES: readonly KnownStatus[] = [
  ...REGISTERED.map(toStatus(true)),
  ...UNOFFICIAL.map(toStatus(false)),
].sort((a, b) => a.code - b.code);
