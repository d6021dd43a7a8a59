use domain::language::{Language, Localized};
use domain::validation::ValidationErrors;

/// Every way a use case can refuse or fail. The web adapter maps each to one HTTP status.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// One or more fields were refused (422).
    #[error("validation failed: {0:?}")]
    Validation(ValidationErrors),
    /// A domain rule was broken (422).
    #[error("rule broken: {}", .0.code())]
    Rule(Box<dyn Localized>),
    /// The request conflicts with the stored state (409).
    #[error("conflict: {}", .0.code())]
    Conflict(Box<dyn Localized>),
    #[error("not authenticated")]
    Unauthenticated,
    #[error("invalid credentials")]
    InvalidCredentials,
    #[error("too many login attempts")]
    TooManyAttempts,
    #[error("forbidden")]
    Forbidden,
    /// The user holds a temporary password and must choose their own before anything else (403).
    #[error("password change required")]
    PasswordChangeRequired,
    #[error("not found")]
    NotFound,
    /// Not found, with its own code and text, for callers who may know that nothing is there
    /// (the public report of a document: 404 `document_not_found`).
    #[error("missing: {}", .0.code())]
    Missing(Box<dyn Localized>),
    /// The object changed since it was read (409).
    #[error("stale version")]
    StaleVersion,
    /// A capability is switched off or its outside service cannot be used (503).
    #[error("disabled: {}", .0.code())]
    Disabled(Box<dyn Localized>),
    /// A dependency (the database) is out of reach for now (503).
    #[error("unavailable: {0}")]
    Unavailable(String),
    /// An import refused whole: every problem with its line and column (422).
    #[error("import refused: {} problems", .0.len())]
    Import(Vec<domain::student::import::ImportError>),
    /// A bank statement refused whole: every problem with its line and column (422).
    #[error("statement refused: {} problems", .0.len())]
    Statement(Vec<domain::finance::statement::LineError>),
    /// A fault that is never the caller's (500); the cause is logged, never sent.
    #[error("internal: {0}")]
    Internal(String),
}

impl AppError {
    pub fn rule(rule: impl Localized + 'static) -> AppError {
        AppError::Rule(Box::new(rule))
    }

    pub fn conflict(rule: impl Localized + 'static) -> AppError {
        AppError::Conflict(Box::new(rule))
    }

    pub fn internal(cause: impl std::fmt::Display) -> AppError {
        AppError::Internal(cause.to_string())
    }
}

impl From<ValidationErrors> for AppError {
    fn from(errors: ValidationErrors) -> Self {
        AppError::Validation(errors)
    }
}

impl Localized for AppError {
    fn code(&self) -> &'static str {
        match self {
            AppError::Validation(_) => "validation_failed",
            AppError::Import(errors) if errors.iter().all(|e| e.line == 1) => errors.first().map_or("import_failed", |e| e.problem.code()),
            AppError::Import(_) => "import_failed",
            AppError::Statement(errors) if errors.iter().all(|e| e.line == 1) => {
                errors.first().map_or("import_failed", |e| e.problem.code())
            }
            AppError::Statement(_) => "import_failed",
            AppError::Rule(rule) | AppError::Conflict(rule) | AppError::Disabled(rule) | AppError::Missing(rule) => rule.code(),
            AppError::Unauthenticated => "not_authenticated",
            AppError::InvalidCredentials => "invalid_credentials",
            AppError::TooManyAttempts => "too_many_attempts",
            AppError::Forbidden => "permission_denied",
            AppError::PasswordChangeRequired => "password_change_required",
            AppError::NotFound => "not_found",
            AppError::StaleVersion => "stale_version",
            AppError::Unavailable(_) => "service_unavailable",
            AppError::Internal(_) => "internal_error",
        }
    }

    fn messages(&self, language: Language) -> Vec<String> {
        match self {
            AppError::Rule(rule) | AppError::Conflict(rule) | AppError::Disabled(rule) | AppError::Missing(rule) => rule.messages(language),
            other => vec![other.message(language)],
        }
    }

    fn message(&self, language: Language) -> String {
        use Language::*;
        let text = match (self, language) {
            (AppError::Rule(rule) | AppError::Conflict(rule) | AppError::Disabled(rule) | AppError::Missing(rule), _) => {
                return rule.message(language)
            }
            (AppError::Import(errors), _) if errors.len() == 1 && errors[0].line == 1 => return errors[0].problem.message(language),
            (AppError::Import(errors), Uz | UzCyrl) => return format!("Fayl yuklanmadi: {} ta xato, hech narsa saqlanmadi", errors.len()),
            (AppError::Import(errors), Ru) => return format!("Файл не загружен: ошибок {}, ничего не сохранено", errors.len()),
            (AppError::Import(errors), En) => return format!("The file was not imported: {} problems, nothing was saved", errors.len()),
            (AppError::Statement(errors), _) if errors.len() == 1 && errors[0].line == 1 => return errors[0].problem.message(language),
            (AppError::Statement(errors), Uz | UzCyrl) => {
                return format!("Fayl yuklanmadi: {} ta xato, hech narsa saqlanmadi", errors.len())
            }
            (AppError::Statement(errors), Ru) => return format!("Файл не загружен: ошибок {}, ничего не сохранено", errors.len()),
            (AppError::Statement(errors), En) => return format!("The file was not imported: {} problems, nothing was saved", errors.len()),
            (AppError::Validation(_), Uz | UzCyrl) => "Ma’lumotlar noto‘g‘ri kiritilgan",
            (AppError::Validation(_), Ru) => "Данные введены неверно",
            (AppError::Validation(_), En) => "Some fields are not valid",
            (AppError::Unauthenticated, Uz | UzCyrl) => "Tizimga kirish talab qilinadi",
            (AppError::Unauthenticated, Ru) => "Требуется вход в систему",
            (AppError::Unauthenticated, En) => "Please sign in",
            (AppError::InvalidCredentials, Uz | UzCyrl) => "Login yoki parol noto‘g‘ri",
            (AppError::InvalidCredentials, Ru) => "Неверный логин или пароль",
            (AppError::InvalidCredentials, En) => "Wrong username or password",
            (AppError::TooManyAttempts, Uz | UzCyrl) => "Urinishlar soni juda ko‘p. 15 daqiqadan so‘ng qayta urinib ko‘ring",
            (AppError::TooManyAttempts, Ru) => "Слишком много попыток. Повторите через 15 минут",
            (AppError::TooManyAttempts, En) => "Too many attempts. Try again in 15 minutes",
            (AppError::Forbidden, Uz | UzCyrl) => "Bu amal uchun ruxsat yo‘q",
            (AppError::Forbidden, Ru) => "Нет разрешения на это действие",
            (AppError::Forbidden, En) => "You do not have permission for this action",
            (AppError::PasswordChangeRequired, Uz | UzCyrl) => {
                "Davom etish uchun vaqtinchalik parolni o‘zingizning parolingizga almashtiring"
            }
            (AppError::PasswordChangeRequired, Ru) => "Чтобы продолжить, замените временный пароль своим",
            (AppError::PasswordChangeRequired, En) => "Replace the temporary password with your own to continue",
            (AppError::NotFound, Uz | UzCyrl) => "Ma’lumot topilmadi",
            (AppError::NotFound, Ru) => "Данные не найдены",
            (AppError::NotFound, En) => "Not found",
            (AppError::StaleVersion, Uz | UzCyrl) => {
                "Ma’lumot boshqa foydalanuvchi tomonidan o‘zgartirilgan. Sahifani yangilab, qayta urinib ko‘ring"
            }
            (AppError::StaleVersion, Ru) => "Данные изменены другим пользователем. Обновите страницу и повторите",
            (AppError::StaleVersion, En) => "Someone else changed this record. Reload and try again",
            (AppError::Unavailable(_), Uz | UzCyrl) => "Tizim vaqtincha band, birozdan so‘ng qayta urinib ko‘ring",
            (AppError::Unavailable(_), Ru) => "Система временно занята, повторите попытку позже",
            (AppError::Unavailable(_), En) => "The system is busy, please try again shortly",
            (AppError::Internal(_), Uz | UzCyrl) => "Tizimda xatolik yuz berdi, birozdan so'ng qayta urinib ko'ring",
            (AppError::Internal(_), Ru) => "В системе произошла ошибка, повторите попытку позже",
            (AppError::Internal(_), En) => "A system error occurred, please try again later",
        };
        text.to_string()
    }
}
