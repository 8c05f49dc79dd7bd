/// The language poki speaks to a person: Korean under a Korean locale, English under any other.
///
/// Only what people read changes: JSON keys and values, exit codes, option names and file
/// formats are the same in both, so scripts see no difference.
public enum Language: String, Sendable, CaseIterable {
    case english = "en"
    case korean = "ko"

    /// The language of `environment`, read the POSIX way: the first of `LC_ALL`, `LC_MESSAGES`
    /// and `LANG` that is set and not empty names the locale; `ko`, `ko_KR` or any `ko_…` (any
    /// encoding or modifier) is Korean. `LANGUAGE`, a list such as `ko:en`, comes first as gettext
    /// reads it: only when the locale is not `C` or `POSIX`, its first entry poki speaks deciding.
    public init(environment: [String: String]) {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let name = Self.languageName(of: locale)
        if name != "c", name != "posix", !name.isEmpty, let list = environment["LANGUAGE"] {
            for entry in list.split(separator: ":") {
                if let spoken = Language(rawValue: Self.languageName(of: String(entry))) {
                    self = spoken
                    return
                }
            }
        }
        self = name == Language.korean.rawValue ? .korean : .english
    }

    /// The language part of a locale name, lowercased: `ko` of `ko_KR.UTF-8@euro`, `c` of `C.UTF-8`.
    private static func languageName(of locale: String) -> String {
        String(locale.prefix { $0 != "_" && $0 != "." && $0 != "@" && $0 != "-" }).lowercased()
    }
}
