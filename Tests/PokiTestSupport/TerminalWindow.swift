import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A real terminal for end-to-end tests: a detached tmux session of a given size on a tmux server
/// of its own, running one shell command; the screen is read back with `capture-pane`, as a person
/// would see it.
package final class TerminalWindow {
    package let columns: Int
    private let socket = "poki-test-\(UUID().uuidString)"

    package init(columns: Int) {
        self.columns = columns
    }

    deinit {
        _ = try? tmux(["kill-server"])
    }

    /// What the window showed once a command had finished.
    package struct Screen {
        /// One string per row (rows that wrapped kept apart), trailing blank rows dropped; with
        /// the colour codes on screen when asked for.
        package var rows: [String]
        /// The window's title, which an escape sequence (`ESC ] 0 ; title BEL`) would change.
        package var title: String
        /// How many rows continue a line too wide for the window (tmux wrapped it).
        package var wrappedRows = 0
    }

    /// Runs `command` (a shell command line) in a fresh `columns`-wide window (40 rows high) with
    /// `environment` set and `NO_COLOR` unset, waits for it to finish, and returns the screen; with
    /// `escapes`, the colour codes on it too; with `scrolledOff`, the rows that scrolled off its
    /// top before it (so a command whose output fits the window returns at most 40 rows).
    package func run(_ command: String, environment: [String: String] = [:], escapes: Bool = false, scrolledOff: Bool = false) throws -> Screen {
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quoted($0.value))" }.joined(separator: " ")
        let script = "unset NO_COLOR; export \(assignments.isEmpty ? "PATH" : assignments); \(command); tmux wait-for -S finished; sleep 60"
        try startServer(["-f", "/dev/null", "new-session", "-d", "-x", String(columns), "-y", "40", "sh", "-c", script])
        try tmux(["wait-for", "finished"], timeout: 60)
        var rows = try tmux(["capture-pane", "-p"] + (escapes ? ["-e"] : []) + (scrolledOff ? ["-S", "-1000"] : []))
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while rows.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { rows.removeLast() }
        let title = try tmux(["display-message", "-p", "#{pane_title}"]).trimmingCharacters(in: .newlines)
        // Joined (-J), a wrapped line is one row: the difference is the rows wrapping added.
        let all = try tmux(["capture-pane", "-p", "-S", "-1000"]).split(separator: "\n", omittingEmptySubsequences: false).count
        let joined = try tmux(["capture-pane", "-p", "-J", "-S", "-1000"]).split(separator: "\n", omittingEmptySubsequences: false).count
        try tmux(["kill-server"])
        return Screen(rows: rows, title: title, wrappedRows: all - joined)
    }

    /// A tmux command that could not start or did not finish in time (a command in the window
    /// that never ended).
    package struct TimedOut: Error {
        var arguments: [String]
    }

    /// `text` in single quotes for `sh`.
    package static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Starts the tmux server (see ``startDetachedTmux(_:environment:)``).
    private func startServer(_ arguments: [String]) throws {
        guard startDetachedTmux(["tmux", "-L", socket] + arguments, environment: nil) else { throw TimedOut(arguments: arguments) }
    }

    @discardableResult
    private func tmux(_ arguments: [String], timeout: Double = 10) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux", "-L", socket] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            process.terminate()
            throw TimedOut(arguments: arguments)
        }
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}
