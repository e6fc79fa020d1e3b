<?php
/**
 * TEST ONLY. Installs WordPress core in the test database, as wp-admin/install.php does
 * (wp_install()), without the network: `php install.php` in the test WordPress's directory, with
 * wp-config.php beside wp-load.php. Creates the database first (the server runs with
 * --skip-grant-tables on a socket of its own).
 */
$config = file_get_contents( __DIR__ . '/wp/wp-config.php' );
preg_match( "/'DB_HOST', 'localhost:([^']+)'/", $config, $socket );
$db = new mysqli( 'localhost', 'root', '', '', 0, $socket[1] );
$db->query( 'CREATE DATABASE IF NOT EXISTS wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci' );
$db->close();

define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST']   = getenv( 'VITRINE_TEST_HOST' );
$_SERVER['REQUEST_URI'] = '/';
require __DIR__ . '/wp/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
$result = wp_install( 'Confluence', 'admin', 'admin@example.org', false, '', wp_generate_password( 32 ) );
echo wp_json_encode( array( 'user_id' => $result['user_id'] ) ), "\n";
