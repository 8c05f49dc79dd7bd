import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A real terminal for end-to-end tests: a tmux server of the test's own (its own socket) with one
/// window of a fixed size running a shell command. Keys go in with `send-keys`, the screen comes
/// out with `capture-pane`, as a person types and reads.
package final class TerminalSession {
    private let socket: String
    private let environment: [String: String]

    /// Starts `command` (run by `sh -c`) in `directory` on a new terminal of `columns` x `rows`,
    /// with exactly `environment` plus a UTF-8 locale.
    package init(command: String, in directory: URL, environment: [String: String], columns: Int = 100, rows: Int = 30) throws {
        socket = FileManager.default.temporaryDirectory.appendingPathComponent("poki-tmux-\(UUID().uuidString)").path
        var environment = environment
        environment["LANG"] = "C.UTF-8"
        environment["PATH"] = environment["PATH"] ?? "/usr/bin:/bin"
        environment["SHELL"] = "/bin/sh"
        self.environment = environment
        try startServer(["new-session", "-d", "-c", directory.path, "-x", String(columns), "-y", String(rows), command])
    }

    deinit {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(atPath: socket)
    }

    /// Types `text` literally.
    package func type(_ text: String) throws {
        try tmux(["send-keys", "-l", text])
    }

    /// Presses keys by tmux's names: `Enter`, `Escape`, `C-c`, `C-x` …
    package func press(_ keys: String...) throws {
        try tmux(["send-keys"] + keys)
    }

    /// What the terminal shows now.
    package func screen() throws -> String {
        try tmux(["capture-pane", "-p"])
    }

    /// Waits until the screen shows `text`; throws ``TerminalTimeout`` with the screen when it
    /// never does, which fails the test.
    @discardableResult
    package func waitForScreen(containing text: String, timeout: TimeInterval = 15) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var shown = ""
        while Date() < deadline {
            shown = (try? screen()) ?? ""
            if shown.contains(text) { return shown }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TerminalTimeout(reason: "the terminal never showed \(text.debugDescription); it shows:\n\(shown)")
    }

    /// Copies everything programs send to the terminal from now on, escape codes and carriage
    /// returns included, to `file`: what a redrawn line was before it was cleared.
    package func record(to file: URL) throws {
        try tmux(["pipe-pane", "-o", "cat >> '\(file.path)'"])
    }

    /// Closes the terminal, as closing the window does: what runs on it gets SIGHUP.
    package func close() throws {
        try tmux(["kill-server"])
    }

    /// A terminal that did not do in time what a test waited for; the test fails with `reason`.
    package struct TerminalTimeout: Error, CustomStringConvertible {
        package var reason = "the terminal did not answer in time"
        package var description: String { reason }
    }

    /// Starts the tmux server (see ``startDetachedTmux(_:environment:)``).
    private func startServer(_ arguments: [String]) throws {
        guard startDetachedTmux(["tmux", "-u", "-S", socket, "-f", "/dev/null"] + arguments, environment: environment) else {
            throw TerminalTimeout()
        }
    }

    @discardableResult
    private func tmux(_ arguments: [String], timeout: TimeInterval = 10) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/tmux")
        process.arguments = ["-u", "-S", socket, "-f", "/dev/null"] + arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            process.terminate()
            throw TerminalTimeout()
        }
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}

/// Polls until `condition` holds or `timeout` passes; whether it held.
package func eventually(timeout: TimeInterval = 15, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if try condition() { return true }
        Thread.sleep(forTimeInterval: 0.05)
    }
    return try condition()
}
