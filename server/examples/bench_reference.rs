//! The floor `make bench` compares single-object reads with: actix-web, an r2d2 pool of diesel
//! connections checked out without a test query, and one row read by id on a blocking thread,
//! with nothing else (no authentication, no logging, no metrics).
//!
//! `DATABASE_URL=... BIND=127.0.0.1:PORT cargo run --release -p server --example bench_reference`,
//! then `GET /users/{id}/`.
#![allow(clippy::expect_used)] // a benchmark tool: a broken set-up ends it at once

use actix_web::{get, web, App, HttpResponse, HttpServer};
use diesel::pg::PgConnection;
use diesel::r2d2::{ConnectionManager, Pool};
use diesel::sql_types::{BigInt, Text};
use diesel::{QueryableByName, RunQueryDsl};
use serde::Serialize;

type PgPool = Pool<ConnectionManager<PgConnection>>;

#[derive(QueryableByName, Serialize)]
struct User {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Text)]
    username: String,
    #[diesel(sql_type = Text)]
    name: String,
}

#[get("/users/{id}/")]
async fn user(pool: web::Data<PgPool>, id: web::Path<i64>) -> HttpResponse {
    let id = id.into_inner();
    let found = web::block(move || {
        let mut conn = pool.get().map_err(|e| e.to_string())?;
        diesel::sql_query("SELECT id, username, name FROM users WHERE id = $1")
            .bind::<BigInt, _>(id)
            .get_result::<User>(&mut conn)
            .map_err(|e| e.to_string())
    })
    .await;
    match found {
        Ok(Ok(user)) => HttpResponse::Ok().json(user),
        _ => HttpResponse::NotFound().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let url = std::env::var("DATABASE_URL").expect("DATABASE_URL");
    let bind = std::env::var("BIND").unwrap_or_else(|_| "127.0.0.1:8090".into());
    let pool =
        Pool::builder().max_size(8).test_on_check_out(false).build(ConnectionManager::<PgConnection>::new(url)).expect("a database pool");
    let pool = web::Data::new(pool);
    HttpServer::new(move || App::new().app_data(pool.clone()).service(user)).bind(bind)?.run().await
}
