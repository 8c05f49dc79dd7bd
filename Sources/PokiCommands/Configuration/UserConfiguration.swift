import PokiSystem

/// The defaults a person sets once in `$XDG_CONFIG_HOME/poki/config` (else
/// `~/.config/poki/config`): `key = value` lines, `#` starting a comment line.
///
/// Command-line flags win over environment variables (`POKI_LIBRARY`, `NO_COLOR`), which win over
/// this file, which wins over poki's own defaults. A line poki cannot read is an error naming the
/// file and the line (exit 2), never ignored: a typo must not silently send photos elsewhere.
struct UserConfiguration: Sendable, Equatable {
    /// The keys the file may set.
    enum Key: String, CaseIterable, Sendable {
        case library, tag, `protocol`, weekStart = "week-start", color
    }

    /// The first day of the week `calendar` shows.
    enum WeekStart: String, CaseIterable, Sendable {
        case monday, sunday
    }

    /// `library = ~/Photos/poki`: the album when neither `--library` nor `$POKI_LIBRARY` is given.
    var library: String?
    /// `tag = 인생네컷`: the tag `add` and `import` give without `--tag`.
    var tag: String?
    /// `protocol = kitty`: how `show` draws a photo without `--protocol`.
    var previewProtocol: String?
    /// `week-start = sunday`: `calendar` as with `--sunday`.
    var weekStart: WeekStart?
    /// `color = never`: colour without `--color` (`NO_COLOR` still turns `auto` off).
    var colour: ColourMode?

    /// The file for `environment`: `$XDG_CONFIG_HOME/poki/config` when that is an absolute path,
    /// else `$HOME/.config/poki/config`; nil without either.
    static func path(environment: [String: String]) -> String? {
        ConfigFile.path("config", environment: environment)
    }

    /// The user's configuration; empty when there is no file.
    static func load(environment: [String: String]) throws(ConfigurationError) -> UserConfiguration {
        guard let path = path(environment: environment) else { return UserConfiguration() }
        let bytes: [UInt8]?
        do {
            bytes = try ConfigFile.contents(at: path)
        } catch {
            throw ConfigurationError(path: path, line: nil, message: Phrase("cannot read it (", korean: "파일을 읽을 수 없습니다 (") + Phrase.describing(error) + .verbatim(")"))
        }
        guard let bytes else { return UserConfiguration() }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ConfigurationError(path: path, line: nil, message: Phrase("not UTF-8 text", korean: "UTF-8 텍스트가 아닙니다"))
        }
        return try parse(text, path: path, home: environment["HOME"])
    }

    /// Reads the file's text. Pure: `path` is only for messages, `home` expands a leading `~/`.
    static func parse(_ text: String, path: String, home: String?) throws(ConfigurationError) -> UserConfiguration {
        var configuration = UserConfiguration()
        var seen: Set<Key> = []
        // Editors on Windows start UTF-8 files with a byte-order mark; it is not part of the first key.
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let number = index + 1
            func fail(_ message: Phrase) -> ConfigurationError {
                ConfigurationError(path: path, line: number, message: message)
            }
            let line = rawLine.trimmingSpaces()
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let equals = line.firstIndex(of: "=") else {
                throw fail(Phrase("expected 'key = value', not '\(line)'", korean: "'key = value' 꼴이어야 합니다 (적힌 줄: '\(line)')"))
            }
            let name = line[..<equals].trimmingSpaces()
            let value = line[line.index(after: equals)...].trimmingSpaces()
            guard let key = Key(rawValue: name) else {
                let names = Key.allCases.map(\.rawValue)
                let unknown = Phrase("unknown key '\(name)'", korean: "알 수 없는 키입니다: '\(name)'")
                if let closest = Suggestion.closestName(to: name, among: names) {
                    throw fail(unknown + Phrase("; did you mean '\(closest)'?", korean: ". 혹시 '\(closest)'인가요?"))
                }
                let keys = names.joined(separator: ", ")
                throw fail(unknown + Phrase(" (keys: \(keys))", korean: " (키: \(keys))"))
            }
            guard seen.insert(key).inserted else { throw fail(Phrase("'\(name)' is set twice", korean: "'\(name)' 키를 두 번 설정했습니다")) }
            guard !value.isEmpty else { throw fail(Phrase("'\(name)' has no value", korean: "'\(name)' 키에 값이 없습니다")) }
            func choice(_ choices: [String]) throws(ConfigurationError) -> String {
                guard choices.contains(value) else {
                    let listed = choices.joined(separator: ", ")
                    throw fail(Phrase("\(name) must be one of \(listed), not '\(value)'", korean: "\(name) 값은 \(listed) 중 하나여야 합니다 (입력한 값: '\(value)')"))
                }
                return value
            }
            switch key {
            case .library:
                // A NUL would cut the path short in every system call.
                if ControlCharacters.occur(in: value) {
                    let shown = VisibleText.of(String(value))
                    throw fail(Phrase("library holds a control character: \(shown)", korean: "library에 제어 문자가 들어 있습니다: \(shown)"))
                }
                if value.hasPrefix("~/"), let home, !home.isEmpty {
                    configuration.library = ConfigFile.expandingHome(value, home: home)
                } else if value.hasPrefix("/") {
                    configuration.library = value
                } else {
                    throw fail(Phrase(
                        "library must be an absolute path or start with ~/, not '\(value)'",
                        korean: "library는 절대 경로이거나 ~/로 시작해야 합니다 (입력한 값: '\(value)')"
                    ))
                }
            case .tag:
                if ControlCharacters.occur(in: value) { throw fail(Phrase("tag holds a control character", korean: "tag에 제어 문자가 들어 있습니다")) }
                configuration.tag = value
            case .protocol:
                configuration.previewProtocol = try choice(PreviewProtocol.choices)
            case .weekStart:
                configuration.weekStart = WeekStart(rawValue: try choice(WeekStart.allCases.map(\.rawValue)))
            case .color:
                configuration.colour = ColourMode(rawValue: try choice(ColourMode.allCases.map(\.rawValue)))
            }
        }
        return configuration
    }
}
