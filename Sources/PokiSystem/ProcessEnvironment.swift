/// The environment variables this process started with.
public enum ProcessEnvironment {
    /// Every variable, read straight from the C library's `environ`: cheaper at start-up than
    /// Foundation's `ProcessInfo`, which builds its whole process description first.
    public static func variables() -> [String: String] {
        Platform.environment()
    }
}
