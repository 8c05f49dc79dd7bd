import PokiSystem

/// Runs a program the user works with on poki's terminal (the memo editor) the way a shell runs a
/// foreground job: in poki's own process group, which is the terminal's foreground group, so the
/// program may read and draw on the terminal. (In a group of its own it would be stopped by
/// SIGTTIN/SIGTTOU the moment it touched the terminal, and poki would wait forever.)
///
/// Inside ``shielded(_:)``, poki ignores Ctrl-C and Ctrl-\ (the terminal sends them to the whole
/// group: they are keys for the program, not a reason for poki to die halfway), and passes a SIGHUP
/// or SIGTERM on to the program instead of dying of it, so that poki always lives to clean up.
enum ForegroundProgram {
    /// What `body` returned, and the SIGHUP or SIGTERM poki received (and passed on) meanwhile.
    struct Shielded<Value> {
        var value: Value
        var terminationSignal: Int32?
    }

    /// Runs `body` shielded from the signals meant for a program on the terminal; `body` prepares,
    /// runs (``run(_:arguments:environment:)``) and cleans up after the program.
    static func shielded<Value>(_ body: () throws -> Value) rethrows -> Shielded<Value> {
        let shield = Platform.shieldFromSignals()
        let value: Value
        do {
            value = try body()
        } catch {
            _ = Platform.restoreSignals(shield)
            throw error
        }
        return Shielded(value: value, terminationSignal: Platform.restoreSignals(shield))
    }

    /// Runs `path` with `arguments` (the first is the program's name) and `environment`, and waits
    /// for it to end. Call it inside ``shielded(_:)``.
    static func run(_ path: String, arguments: [String], environment: [String: String]) throws(Platform.ChildStartError) -> Platform.ChildEnding {
        let processID = try Platform.spawn(path, arguments: arguments, environment: environment).get()
        Platform.forwardTerminationSignals(to: processID)
        return Platform.waitForEnd(of: processID)
    }
}
