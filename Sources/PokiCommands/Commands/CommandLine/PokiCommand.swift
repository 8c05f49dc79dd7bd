import PokiSystem

/// One thing poki does. Each command lives in its own file: its spec (the parsing table), how it
/// reads its parsed arguments (pure), and what it runs.
protocol PokiCommand: Sendable {
    /// The command's name, arguments and options.
    static var spec: CommandSpec { get }
    /// Reads typed fields from the parsed words; throws for values that make no sense.
    init(parsing arguments: ParsedArguments) throws(UsageError)
    /// Does the work. Errors thrown here are printed as `error: <message>` with exit status 1.
    func run(in context: CommandContext) throws -> ExitStatus
}

/// poki's exit statuses, documented in Documentation/Scripting.md and relied on by scripts.
enum ExitStatus: Int32, Sendable {
    /// Everything asked for was done.
    case success = 0
    /// An operation failed: a bad file, an unknown ID, a conflict.
    case failure = 1
    /// The command line was wrong.
    case usage = 2
    /// A long job stopped early on Ctrl-C (SIGINT), SIGTERM or SIGHUP, after saying what it
    /// finished: 128 + SIGINT, as shells report a job ended by Ctrl-C.
    case interrupted = 130
}

/// A failure found by the command-line layer itself (an editor that failed, a refused prompt).
struct CommandFailure: PhrasedError {
    var phrase: Phrase
    init(_ phrase: Phrase) { self.phrase = phrase }
}
