/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): at the top of a file, it has V8
 * compile every function in it on a background thread while the file streams in, instead of on the main
 * thread when each is first called. Worth it where nearly every function runs at load: React's file.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
