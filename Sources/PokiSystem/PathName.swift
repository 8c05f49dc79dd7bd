/// String path arithmetic (`/`-separated, as POSIX wants them).
package enum PathName {
    /// `base/component`, without doubling a trailing `/`.
    package static func join(_ base: String, _ components: String...) -> String {
        var result = base
        for component in components {
            if !result.hasSuffix("/") { result += "/" }
            result += component
        }
        return result
    }

    /// Everything before the last `/`, or `.` when there is none.
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Everything after the last `/`.
    package static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `path` from the root: a relative path is taken from the current folder (`./` left out).
    package static func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/"), let folder = Platform.currentDirectory else { return path }
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        return relative.isEmpty || relative == "." ? folder : join(folder, String(relative))
    }
}
