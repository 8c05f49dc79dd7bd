/// The one place poki's version is defined; every command that shows it reads it from here.
public enum PokiVersion {
    /// poki's semantic version.
    public static let current = "0.1.0"
}
