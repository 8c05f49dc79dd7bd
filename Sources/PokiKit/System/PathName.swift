/// String path arithmetic (`/`-separated, as POSIX wants them).
enum PathName {
    /// `base/component`, without doubling a trailing `/`.
    static func join(_ base: String, _ components: String...) -> String {
        var result = base
        for component in components {
            if !result.hasSuffix("/") { result += "/" }
            result += component
        }
        return result
    }

    /// Everything before the last `/`, or `.` when there is none.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Everything after the last `/`.
    static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
