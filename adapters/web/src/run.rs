use actix_web::web;
use application::AppError;
use domain::language::Language;

use crate::error::ApiError;
use crate::state::AppState;

/// Runs a use case on a blocking thread (diesel and Argon2 are synchronous), so that no async
/// worker ever waits on the database, and puts its error into the caller's language.
pub async fn run<T, F>(state: &web::Data<AppState>, language: Language, use_case: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&AppState) -> Result<T, AppError> + Send + 'static,
{
    // Use cases wait for the database here, in the order they came and without a thread, rather
    // than on the pool: a few threads work, none of fifty parks, and no request is overtaken
    // indefinitely by later ones (the pool's wait is not first come, first served).
    let Ok(_turn) = state.database_turns.clone().acquire_owned().await else {
        return Err(ApiError::new(AppError::Unavailable("the server is stopping".into()), language));
    };
    let state = state.clone();
    match web::block(move || use_case(&state)).await {
        Ok(result) => result.map_err(|e| ApiError::new(e, language)),
        Err(blocking) => Err(ApiError::new(AppError::internal(blocking), language)),
    }
}

/// Runs a use case that hashes or verifies a password: it waits first for one of the few password
/// turns, then for a database turn as any use case does, so that sign-ins queue among themselves
/// instead of taking every turn and every core from the pages being read.
pub async fn run_hashing<T, F>(state: &web::Data<AppState>, language: Language, use_case: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&AppState) -> Result<T, AppError> + Send + 'static,
{
    let Ok(_turn) = state.password_turns.clone().acquire_owned().await else {
        return Err(ApiError::new(AppError::Unavailable("the server is stopping".into()), language));
    };
    run(state, language, use_case).await
}
