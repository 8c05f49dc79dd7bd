import PokiKit

@main
struct Entrypoint {
    static func main() {
        Platform.ignoreBrokenPipe()
        ProcessMemory.keepFreedMemory()
        let environment = ProcessEnvironment.variables()
        let console = Console(settings: .detect(environment: environment))
        let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), environment: environment, console: console)
        Platform.terminate(status.rawValue)
    }
}
