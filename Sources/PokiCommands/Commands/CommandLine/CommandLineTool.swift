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
        /// A help page: poki's introduction (`poki` alone), its overview (`poki --help`) or a command's.
        case help(HelpPage)
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
            return .help(.introduction)
        case let .help(spec):
            return .help(spec.map(HelpPage.command) ?? .overview)
        case let .command(parsed, library):
            guard let type = commands.first(where: { $0.spec.path == parsed.spec.path }) else {
                let name = parsed.spec.name
                throw UsageError(Phrase("unknown command '\(name)'", korean: "알 수 없는 명령입니다: '\(name)'"))
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
            console.error(Phrase("standard output: ", korean: "표준 출력: ") + .systemError(failure))
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
            console.note(error.text(in: console.language))
            return failed(error.message, .usage)
        }
        switch invocation {
        case let .help(page):
            let text = page.text(in: console.language)
            console.output(HelpLayout.fitted(text.hasSuffix("\n") ? String(text.dropLast()) : text, toWidth: console.settings.width))
            return .success
        case .version:
            console.output("poki \(PokiVersion.current)")
            return .success
        case let .run(command, globals):
            let configuration: UserConfiguration
            do {
                configuration = try UserConfiguration.load(environment: environment)
            } catch {
                console.error(error)
                return failed(error.description, .usage)
            }
            console.applyColour(globals.colour ?? configuredColour(configuration, environment: environment))
            let context = CommandContext(console: console, environment: environment, library: globals.library, configuration: configuration)
            // Said once, whatever number of prints went unread: everything else was done.
            defer { if let unread = PrintTextReader.unavailable { console.remark(unread.phrase) } }
            // What merging two devices' changes did, whichever command's write did it.
            defer { for merge in Album.takeMergeNotes() { console.remark(merge) } }
            do {
                let status = try command.run(in: context)
                // A command that gave up without a document of its own (a declined prompt).
                return status == .success ? status : failed("\(type(of: command).spec.name) failed; see standard error", status)
            } catch let error as UsageError {
                console.note(error.text(in: console.language))
                return failed(error.message, .usage)
            } catch {
                console.error(error)
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
}
