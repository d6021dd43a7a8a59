/// An enumeration of upper-case codes, as the API and the database spell them: `ALL`, `code()` and
/// a `parse()` that refuses an empty code as `Required` and any other unknown one as `UnknownValue`.
macro_rules! code_enum {
    ($(#[$doc:meta])* $name:ident { $($(#[$vdoc:meta])* $variant:ident = $code:literal),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $name { $($(#[$vdoc])* $variant),+ }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            pub fn code(self) -> &'static str {
                match self { $($name::$variant => $code),+ }
            }

            pub fn parse(code: &str) -> Result<$name, $crate::validation::Invalid> {
                match code.trim() {
                    "" => Err($crate::validation::Invalid::Required),
                    code => $name::ALL.iter().copied().find(|v| v.code() == code).ok_or($crate::validation::Invalid::UnknownValue),
                }
            }
        }
    };
}
