#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one place the executable touches the C library for the terminal: TTY checks, window size,
/// raw writes, signals and exit.
enum Platform {
    static let standardInput: Int32 = 0
    static let standardOutput: Int32 = 1
    static let standardError: Int32 = 2

    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// Columns of the terminal on `descriptor`, when it is one and reports a size.
    static func terminalColumns(_ descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Rows of the terminal on `descriptor`, when it is one and reports a size.
    static func terminalRows(_ descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }

    /// Pixels in one character cell of the terminal on `descriptor`, when it reports its size in
    /// pixels (an ioctl, not a query sent to the terminal).
    static func cellPixels(_ descriptor: Int32) -> (width: Int, height: Int)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0,
              size.ws_xpixel >= size.ws_col, size.ws_ypixel >= size.ws_row else { return nil }
        return (Int(size.ws_xpixel) / Int(size.ws_col), Int(size.ws_ypixel) / Int(size.ws_row))
    }

    /// Writes every byte, retrying short writes and `EINTR`; gives up quietly on a closed pipe.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    static func terminate(_ status: Int32) -> Never {
        exit(status)
    }

    /// Ignore SIGPIPE so `poki list | head` ends quietly instead of dying mid-write.
    static func ignoreBrokenPipe() {
        signal(SIGPIPE, SIG_IGN)
    }
}
