<?php
/**
 * TEST ONLY. The router of `php -S` for the test WordPress: files are served as they are, any
 * other path goes to WordPress's index.php (what Apache's or nginx's rewrite rules do for pretty
 * permalinks and /wp-json/).
 */
$path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
if ( '/' !== $path && false === strpos( $path, '..' ) && is_file( $_SERVER['DOCUMENT_ROOT'] . $path ) ) {
	return false;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
chdir( $_SERVER['DOCUMENT_ROOT'] );
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
