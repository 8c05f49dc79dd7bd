/// Text made safe to put into an HTML page: every user string (memo, tag, file name, nickname,
/// pose) goes through here, so a memo `<script>alert(1)</script>` shows as text.
package enum HTML {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references, fit for element
    /// content and for quoted attribute values alike. Control characters other than tab and line
    /// feed (which HTML forbids as raw text) become U+FFFD, so nothing invisible reaches the page.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case "\r": continue
            case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}": result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
