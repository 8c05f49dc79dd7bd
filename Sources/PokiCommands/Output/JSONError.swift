/// The one JSON document a `--json` command prints when it fails as a whole (an unknown ID, a
/// usage error, a damaged album): `{"error": "<message>"}`, the message also on standard error.
struct JSONError: Encodable, Equatable {
    var error: String
}
