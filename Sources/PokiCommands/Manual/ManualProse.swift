/// The manual page's words that are not in the command table: the documentation's prose on what
/// poki is, where the album lives, the exit statuses, the environment and the files.
enum ManualProse {
    static let name = "a photo-memory album for Korean four-cut photo-booth prints"

    static let description = """
        poki keeps each four-cut photo-booth print (인생네컷, 하루필름, 포토이즘, …) in a local album
        with the booth brand it came from (its tag), a memo, the day of the memory and the photo's
        dominant colours.

        Standard output carries only data (IDs, tables, JSON); every message goes to standard error.
        With --json a command prints exactly one JSON document, also when it fails. Colour is used
        only when standard output is a terminal, NO_COLOR is unset or empty and TERM is not dumb.
        Text output shows control characters instead of sending them (^[ for escape).
        """

    /// The sections after OPTIONS, as roff.
    static var sections: [(String, String)] {
        [
            ("THE ALBUM", Roff.paragraphs(album)),
            ("CONFIGURATION", Roff.paragraphs(configuration) + "\n" + definitions(configurationKeys)),
            ("EXIT STATUS", definitions(exitStatuses)),
            ("ENVIRONMENT", definitions(environment)),
            ("FILES", definitions(files)),
            ("SEE ALSO", Roff.lines("The README and Documentation/ in poki's source repository: the guide by task, scripting, and the album's document formats.")),
        ]
    }

    static let album = """
        The album is --library DIR, else $POKI_LIBRARY, else $XDG_DATA_HOME/poki, else
        ~/.local/share/poki. The folder is created on the first write, private (0700, its files
        0600). A folder that holds other files but is not a poki album is never written into;
        'poki init' makes it one.

        Photo IDs are decimal, sequential from 1000, and never reused. Every write goes to a
        temporary file that is flushed and renamed into place, so readers never see half a
        document, and many poki processes may use one album at once.
        """

    static let configuration = """
        $XDG_CONFIG_HOME/poki/config (else ~/.config/poki/config) holds defaults, one
        'key = value' a line; a line starting with # is a comment. A command-line option wins over
        an environment variable (POKI_LIBRARY, NO_COLOR), which wins over the file, which wins over
        poki's own default. An unknown key or a bad value is an error naming the file and the line
        (exit status 2).
        """

    static let configurationKeys: [(String, String)] = [
        ("library = ~/Pictures/poki", "The album, when neither --library nor POKI_LIBRARY is given: an absolute path or one starting with ~/."),
        ("tag = 인생네컷", "The tag add and import give a photo without --tag (a link's host brand still comes first)."),
        ("protocol = kitty", "How show draws a photo without --protocol: auto, kitty, iterm, sixel or blocks."),
        ("week-start = sunday", "The first day of calendar's weeks: monday or sunday (as --sunday)."),
        ("color = never", "auto, always or never, as --color; NO_COLOR still turns auto and always off."),
    ]

    static let exitStatuses: [(String, String)] = [
        ("0", "Success."),
        ("1", "An operation failed: a bad or unreadable file, an unknown ID or tag, a duplicate, a conflict."),
        ("2", "Usage error: an unknown command or option, a missing or malformed argument, or a prompt that cannot be shown."),
    ]

    static let environment: [(String, String)] = [
        ("POKI_LIBRARY", "The album, when --library is not given (before the config file's library)."),
        ("XDG_DATA_HOME", "The album is $XDG_DATA_HOME/poki when neither --library nor POKI_LIBRARY is set (default ~/.local/share)."),
        ("XDG_CONFIG_HOME", "poki's configuration folder, $XDG_CONFIG_HOME/poki (default ~/.config/poki)."),
        ("VISUAL, EDITOR", "The editor --memo opens when no text follows it (default vi)."),
        ("XDG_RUNTIME_DIR", "Where the memo being written in the editor is kept (else the album's tmp folder)."),
        ("NO_COLOR", "When set and not empty, no colour unless --color always."),
        ("TERM", "dumb: no escape codes at all. Also chooses how photos are drawn, with TERM_PROGRAM and the terminal's own variables."),
        ("COLUMNS", "The width tables fit when standard output is not a terminal (or reports no size)."),
        ("TZ", "The time zone times are shown in."),
    ]

    static let files: [(String, String)] = [
        ("~/.local/share/poki/", "The default album: photos/<id>.json documents, images/, trash/, index/, tags.json, profile.json and the counter."),
        ("~/.config/poki/config", "Defaults (see CONFIGURATION)."),
        ("~/.config/poki/hosts", "Booth download hosts and their tags, one per line."),
    ]

    /// `.TP` items: each term bold, its text below.
    static func definitions(_ items: [(String, String)]) -> String {
        items.map { ".TP\n.B " + Roff.escaped($0.0) + "\n" + Roff.lines($0.1) }.joined(separator: "\n")
    }
}
