import PropertyList
import Platform
import SettingsCompiler

System.exit(Frontend.run(Array(CommandLine.arguments.dropFirst())).rawValue)
