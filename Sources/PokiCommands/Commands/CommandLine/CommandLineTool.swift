import PokiAlbum
import PokiSystem
import PokiImaging

/// poki's command table and the two steps every run takes: parse (pure) and run.
public enum CommandLineTool {
    /// Runs poki with the process's arguments and environment, and exits with the command's status.
    public static func main() -> Never {
        Platform.ignoreBrokenPipe()
        ProcessMemory.keepFreedMemory()
        let environment = ProcessEnvironment.variables()
        let console = Console(settings: .detect(environment: environment))
        let status = run(Array(Platform.arguments().dropFirst()), environment: environment, console: console)
        Platform.terminate(status.rawValue)
    }

    /// Every command, in the order `poki --help` lists them.
    static let commands: [any PokiCommand.Type] = [
        AddCommand.self,
        ImportCommand.self,
        ListCommand.self,
        ShowCommand.self,
        CalendarCommand.self,
        StatsCommand.self,
        EditCommand.self,
        DeleteCommand.self,
        TrashCommand.self,
        RestoreCommand.self,
        TagsCommand.self,
        TagsAddCommand.self,
        TagsRenameCommand.self,
        TagsRemoveCommand.self,
        HashtagsCommand.self,
        InitCommand.self,
        CheckCommand.self,
        ColoursCommand.self,
        RecolourCommand.self,
        CutsCommand.self,
        ShareCommand.self,
        PoseCommand.self,
        PoseShowCommand.self,
        PoseLikeCommand.self,
        PoseUnlikeCommand.self,
        PoseLikedCommand.self,
        PoseAddCommand.self,
        PoseRemoveCommand.self,
        ProfileCommand.self,
        ProfileSetCommand.self,
        ProfileDeleteCommand.self,
        ExportCommand.self,
        NoticesCommand.self,
        NoticesShowCommand.self,
        AboutCommand.self,
        CompletionsCommand.self,
        ManualCommand.self,
        CompleteCommand.self,
    ]

    /// What a command line asks for, once parsed.
    enum Invocation: Sendable {
        case help(String)
        case version
        case run(any PokiCommand, globals: GlobalValues)
    }

    /// Parses `words` (the arguments after the program name). No I/O.
    static func parse(_ words: [String]) throws(UsageError) -> Invocation {
        try invocation(of: parser.parse(words))
    }

    /// The parser of every command's arguments.
    private static var parser: ArgumentParser { ArgumentParser(commands: commands.map { $0.spec }) }

    /// What the parser's `outcome` asks for.
    private static func invocation(of outcome: ArgumentParser.Outcome) throws(UsageError) -> Invocation {
        switch outcome {
        case .version:
            return .version
        case .introduction:
            return .help(introduction)
        case let .help(spec):
            return .help(spec?.helpText ?? overview)
        case let .command(parsed, library):
            guard let type = commands.first(where: { $0.spec.path == parsed.spec.path }) else {
                throw UsageError("unknown command '\(parsed.spec.name)'")
            }
            return .run(try type.init(parsing: parsed), globals: GlobalValues(library: library, colour: parsed.colour))
        }
    }

    /// Whether `words` ask for JSON: `--json` given to a command that has it, or, for a command
    /// line that does not parse (`parsed` is the parser's outcome), `--json` anywhere before `--`.
    private static func wantsJSON(_ words: [String], parsed: Result<ArgumentParser.Outcome, UsageError>) -> Bool {
        switch parsed {
        case .failure: words.prefix { $0 != "--" }.contains("--json")
        case let .success(.command(arguments, _)): arguments.has("json")
        case .success: false
        }
    }

    /// Parses and runs `words`, printing results and errors, and returns the exit status. A write
    /// to standard output that failed (other than to a closed pipe) makes it 1, with an error.
    ///
    /// With `--json`, standard output holds exactly one JSON document whatever happens: a command
    /// that fails before printing its own document (a usage error included) prints
    /// `{"error": "<message>"}`; the message is on standard error too.
    static func run(_ words: [String], environment: [String: String], console: Console) -> ExitStatus {
        var status = execute(words, environment: environment, console: console)
        console.flush()
        if let failure = console.outputFailure, !Platform.isBrokenPipe(failure) {
            console.error("standard output: \(Platform.errorText(failure))")
            status = .failure
        }
        return status
    }

    private static func execute(_ words: [String], environment: [String: String], console: Console) -> ExitStatus {
        // Parsed once: the outcome says both whether JSON is wanted and what to run.
        let parsed = Result { () throws(UsageError) in try parser.parse(words) }
        let json = wantsJSON(words, parsed: parsed)
        func failed(_ message: String, _ status: ExitStatus) -> ExitStatus {
            if json, !console.hasWrittenOutput { console.output(JSONOutput.text(JSONError(error: message))) }
            return status
        }
        let invocation: Invocation
        do throws(UsageError) {
            invocation = try Self.invocation(of: parsed.get())
        } catch {
            console.note(error.description)
            return failed(error.message, .usage)
        }
        switch invocation {
        case let .help(text):
            console.output(text.hasSuffix("\n") ? String(text.dropLast()) : text)
            return .success
        case .version:
            console.output("poki \(PokiVersion.current)")
            return .success
        case let .run(command, globals):
            let configuration: UserConfiguration
            do {
                configuration = try UserConfiguration.load(environment: environment)
            } catch {
                console.error(error.description)
                return failed(error.description, .usage)
            }
            console.applyColour(globals.colour ?? configuredColour(configuration, environment: environment))
            let context = CommandContext(console: console, environment: environment, library: globals.library, configuration: configuration)
            // Said once, whatever number of prints went unread: everything else was done.
            defer { if let unread = PrintTextReader.unavailable { console.note("note: \(unread)") } }
            // What merging two devices' changes did, whichever command's write did it.
            defer { for merge in Album.takeMergeNotes() { console.note("note: \(merge)") } }
            do {
                let status = try command.run(in: context)
                // A command that gave up without a document of its own (a declined prompt).
                return status == .success ? status : failed("\(type(of: command).spec.name) failed; see standard error", status)
            } catch let error as UsageError {
                console.note(error.description)
                return failed(error.message, .usage)
            } catch {
                console.error("\(error)")
                return failed("\(error)", .failure)
            }
        }
    }

    /// What `--library` and `--color` said, before or after the command.
    struct GlobalValues: Sendable {
        var library: String?
        var colour: ColourMode?
    }

    /// The config file's `color`, unless `NO_COLOR` (the environment beats the file) turns it off.
    private static func configuredColour(_ configuration: UserConfiguration, environment: [String: String]) -> ColourMode {
        if !(environment["NO_COLOR"] ?? "").isEmpty { return .auto }
        return configuration.colour ?? .auto
    }

    /// `poki` alone: what poki is, the commands people start with and where the rest is, in at
    /// most 24 lines so that it fits a terminal without scrolling (`poki --help` lists everything).
    static var introduction: String {
        """
        poki \(PokiVersion.current): a photo-memory album for four-cut photo-booth prints.

        usage: poki [--library DIR] COMMAND [ARGUMENTS] [OPTIONS]

        start with:
          poki add photo.jpg --tag 인생네컷 --memo   add a print, memo in your editor
          poki add --qr print.jpg                    fetch the original by its QR code
          poki import DIR                            add a folder of photos
          poki list                                  the album, newest first (--grid)
          poki show ID                               one photo: picture, memo, colours
          poki edit ID --memo                        change a memo (or --tag, --date)
          poki calendar                              a month of memories
          poki share ID --to DIR                     copies without the location
          poki export --html DIR                     the album as web pages
          poki check                                 verify the album

        'poki --help' lists every command, 'poki COMMAND --help' explains one,
        and 'poki manual' prints the manual page.

        """
    }

    /// `poki --help`.
    static var overview: String {
        let specs = commands.map { $0.spec }.filter { !$0.isHidden }
        let width = specs.map { $0.name.count }.max() ?? 0
        var text = """
        poki \(PokiVersion.current): a photo-memory album for four-cut photo-booth prints.

        usage: poki [--library DIR] COMMAND [ARGUMENTS] [OPTIONS]

        commands:

        """
        for spec in specs {
            text += "  \(spec.name)\(String(repeating: " ", count: width - spec.name.count))  \(spec.summary)\n"
        }
        text += """

        options:
          --library DIR  The album to use (default: $POKI_LIBRARY, else $XDG_DATA_HOME/poki,
                         else ~/.local/share/poki).
          --color WHEN   auto (the default: colour on a terminal, unless NO_COLOR or TERM=dumb),
                         always (also into a pipe) or never.
          --help, -h     Show help; 'poki COMMAND --help' for a command.
          --version      Show poki's version.

        Defaults for the album, tag, preview protocol, week start and colour may be set in
        $XDG_CONFIG_HOME/poki/config (else ~/.config/poki/config); see 'poki manual'.

        exit status: 0 success, 1 an operation failed, 2 usage error.
        """
        return text
    }
}
