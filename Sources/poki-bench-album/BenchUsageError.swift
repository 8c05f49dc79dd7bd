/// A bad command line for the benchmark tool.
struct BenchUsageError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
