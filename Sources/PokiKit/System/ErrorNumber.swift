/// An `errno` value carried through a `Result` by ``Platform``.
struct ErrorNumber: Error, Sendable, Equatable {
    var code: Int32
}
